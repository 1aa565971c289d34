import type { Trx } from '../events/items/types.js'
import { accommodationColumns, syncReservations } from './repository.js'

type Json = Record<string, unknown>

/*
 * The block's own row written from its validated body, its reservations following in the same
 * transaction (repository.ts keeps the read and the reservations' sync these build on).
 */

/** A new block of the event, not yet sent to the channel; answers its id. */
export async function insertBlock(
  trx: Trx,
  tenantId: number,
  eventId: number,
  createdBy: number | null,
  v: Json,
  rooms: Json[],
) {
  const row = await trx
    .insertInto('event_accommodation')
    .values({
      tenant_id: tenantId,
      event_id: eventId,
      created_by: createdBy,
      cm_confirmation_id: null,
      channel_guid: null,
      ...accommodationColumns(v),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await syncReservations(trx, tenantId, eventId, row.id, rooms)
  return row.id
}

/** The block's columns and reservations written over with the validated body. */
export async function updateBlock(
  trx: Trx,
  tenantId: number,
  eventId: number,
  id: number,
  v: Json,
  rooms: Json[],
) {
  await trx.updateTable('event_accommodation').set(accommodationColumns(v)).where('id', '=', id).execute()
  await syncReservations(trx, tenantId, eventId, id, rooms)
}

/** Removes the block (its reservations go with it, by the foreign key's cascade). */
export async function deleteBlock(trx: Trx, id: number) {
  await trx.deleteFrom('event_accommodation').where('id', '=', id).execute()
}
