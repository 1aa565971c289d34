import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { withTenant } from '../db/tenant.js'
import { badRequest, fieldError } from '../http/errors.js'
import { enqueueJob } from '../jobs/queue.js'
import { getRecord } from '../registries/reader.js'
import type { IntegrationContext } from '../integrations/tasks.js'
import type { ChannelReservation, ChannelReservationRequest } from '../integrations/channel/port.js'
import type { Trx } from '../events/items/types.js'
import type { Accommodation } from './repository.js'

/** What the channel is sent for a block: the holder and one room line per reservation. */
async function channelRequest(trx: Trx, a: Accommodation): Promise<ChannelReservationRequest> {
  const holderId = (a.holder as { id?: number } | undefined)?.id
  const person = holderId
    ? ((await getRecord(trx, 'person', holderId)) as Record<string, unknown>)
    : undefined
  // "The holder needs a document for the channel" (event-domain §5): refused here, before any call.
  if (!person?.document)
    throw badRequest([fieldError('holder', 'integration.channel.holderDocumentRequired')])
  const codes = new Map<number, string>()
  for (const r of a.reservations) {
    const type = (await getRecord(trx, 'hosting-unit-type', r.hostingUnitType.id)) as
      { code?: string } | undefined
    codes.set(r.hostingUnitType.id, type?.code ?? String(r.hostingUnitType.id))
  }
  return {
    reference: String(a.id),
    holder: { name: String(person.name ?? ''), document: String(person.document) },
    rooms: a.reservations.map((r) => ({
      rentalUnitTypeCode: codes.get(r.hostingUnitType.id)!,
      startDate: r.startDate,
      endDate: r.endDate,
      quantity: r.roomQuantity,
      paxPerRoom: r.paxPerRoom,
    })),
  }
}

/**
 * Queues the create (or, for a block the channel already confirmed, the change) of its channel
 * reservation as a `channel.reserve` job in the caller's transaction; answers the job reference.
 */
export async function queueChannelReservation(trx: Trx, tenantId: number, a: Accommodation, owner: string) {
  const reservation = await channelRequest(trx, a)
  const confirmationId = a.channelBookingReservation.cmConfirmationId
  const job = await enqueueJob(trx, {
    task: 'channel.reserve',
    tenantId,
    ownerEmail: owner,
    payload: { accommodationId: a.id, eventId: a.event.id, confirmationId, reservation },
    maxAttempts: 3,
  })
  return job.reference
}

/**
 * The channel's answer to `channel.reserve`: its confirmation id and GUID stored on the block, in
 * the job's own transaction. A failed call never reaches here: the block keeps what it had.
 */
export function registerChannelResult(app: FastifyInstance) {
  app.integrations.onResult('channel.reserve', async ({ app: a, job }: IntegrationContext, result) => {
    const answer = result as ChannelReservation
    const id = Number(job.payload?.accommodationId)
    if (!job.tenantId || !Number.isSafeInteger(id)) return
    await withTenant(a.database.db, job.tenantId, (trx) =>
      trx
        .updateTable('event_accommodation')
        .set({
          cm_confirmation_id: answer.confirmationId,
          channel_guid: answer.guid,
          updated_at: sql`localtimestamp(0)`,
        })
        .where('id', '=', id)
        .execute(),
    )
  })
}
