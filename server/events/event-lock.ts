import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { AuthContext } from '../auth/context.js'
import { AppError, conflict, notFound } from '../http/errors.js'
import { cannotChange, cannotSee } from './visibility.js'
import type { EventRow } from './model.js'
import { walledRows } from '../db/tenant.js'
import { markEventMoney } from './money/money-marks.js'

type Trx = Transaction<Database>

/**
 * Locks the event row for a change of the event or one of its items, in the caller's transaction:
 * 404 when absent (also for another tenant), 403 when the user may not see or change it, 409
 * when `version` is stale. Every writer of the event goes through here, so writes serialise.
 */
export async function lockEventForChange(
  trx: Trx,
  auth: AuthContext,
  eventId: number,
  version: number | undefined,
  purpose: 'change' | 'action' = 'change',
) {
  const event = await trx
    .selectFrom('event')
    .selectAll()
    .where('id', '=', eventId)
    .forUpdate()
    .executeTakeFirst()
  if (!event) throw notFound()
  const refusal = purpose === 'change' ? cannotChange(auth, event) : cannotSee(auth, event)
  if (refusal) throw new AppError(403, refusal)
  if (version !== undefined && version !== event.version) throw conflict('event.changedInAnotherSession')
  return event
}

/** Reads an event the user may see (404 / 403 otherwise). */
export async function readableEvent(trx: Trx, auth: AuthContext, eventId: number): Promise<EventRow> {
  // Written by hand (walledRows): this read opens most event routes.
  const rows =
    (await walledRows<EventRow>(trx, 'select * from "event" where "id" = $1 and "event"."tenant_id" = $2', [
      eventId,
    ])) ?? (await trx.selectFrom('event').selectAll().where('id', '=', eventId).execute())
  const event = rows[0]
  if (!event) throw notFound()
  const refusal = cannotSee(auth, event)
  if (refusal) throw new AppError(403, refusal)
  return event
}

/** A change to an item is a change to the event: its version moves on, its money is marked. */
export async function bumpEventVersion(trx: Trx, eventId: number) {
  const row = await trx
    .updateTable('event')
    .set({ version: sql`version + 1`, updated_at: sql`localtimestamp(0)` })
    .where('id', '=', eventId)
    .returning('version')
    .executeTakeFirstOrThrow()
  await markEventMoney(trx, eventId)
  return row.version
}
