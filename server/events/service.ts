import { markEventMoney } from './money/money-marks.js'
import type { Actor } from '../auth/actor.js'
import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { badRequest, fieldError, type FieldError } from '../http/errors.js'
import { eventFields, eventRefs, toJson, auditedEventFields } from './model.js'
import { validBody } from './validate.js'
import { diffEntries, insertedEntries, writeAudit } from './audit/audit.js'
import { lockEventForChange } from './event-lock.js'
import { addRequester } from './requesters.js'
import { isWireDateTime } from '../../common/wire-dates.js'
import { enqueueWebhooks } from '../webhooks/enqueue.js'

type Trx = Transaction<Database>

/** Rules of event-domain.md §5 "Event and dates" that span fields. */
function dateErrors(d: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = []
  // Order is only meaningful between well-formed dates; malformed ones already have their error.
  const valid = (v: unknown) => (typeof v === 'string' && isWireDateTime(v) ? v : undefined)
  const start = valid(d.startDate)
  const end = valid(d.endDate)
  if (start && end && start >= end) errors.push(fieldError('endDate', 'event.startAfterEnd'))
  const confirm = valid(d.confirmDate)
  if (confirm && start && confirm > start)
    errors.push(fieldError('confirmDate', 'event.confirmDateAfterStart'))
  return errors
}

/**
 * Columns for a validated body. A PUT carries the whole event, so a field left out (or blank) is
 * cleared; defaults were applied by validation for the flags.
 */
function columnsOf(d: Record<string, unknown>) {
  const out: Record<string, unknown> = {}
  for (const [json, column] of Object.entries(eventFields)) out[column] = d[json] ?? null
  for (const r of eventRefs.filter((ref) => ref.writable))
    out[r.column] = (d[r.field] as { id?: number } | undefined)?.id ?? null
  return out
}

const validated = (trx: Trx, tenantId: number, body: unknown) =>
  validBody({ trx, tenantId }, 'event', body, { check: dateErrors })

export async function createEvent(trx: Trx, auth: Actor, body: Record<string, unknown>) {
  const data = await validated(trx, auth.tenantId!, body)
  const row = await trx
    .insertInto('event')
    .values({
      ...(columnsOf(data) as object),
      tenant_id: auth.tenantId!,
      created_by: auth.eventsUserId,
    } as never)
    .returningAll()
    .executeTakeFirstOrThrow()
  const user = { id: auth.eventsUserId, email: auth.email }
  // Every field the new event holds, not only its name: the trail is where its first state is read.
  const created = toJson(row)
  await writeAudit(
    trx,
    auth.tenantId!,
    user,
    insertedEntries(row.id, 'event', row.id, created, auditedEventFields),
  )
  // The form may send the first requesters with the event.
  for (const r of Array.isArray(body.requesters) ? body.requesters : [])
    await addRequester(trx, auth, row.id, r)
  await enqueueWebhooks(trx, 'event.created', { eventId: row.id, name: row.name, situation: row.situation })
  return row
}

export async function updateEvent(trx: Trx, auth: Actor, id: number, body: Record<string, unknown>) {
  const version = typeof body.version === 'number' ? body.version : undefined
  if (version === undefined) throw badRequest([fieldError('version', 'error.required')])
  const before = await lockEventForChange(trx, auth, id, version)
  const data = await validated(trx, auth.tenantId!, body)
  const row = await trx
    .updateTable('event')
    .set({
      ...(columnsOf(data) as object),
      version: sql`version + 1`,
      updated_at: sql`localtimestamp(0)`,
    } as never)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
  await writeAudit(
    trx,
    auth.tenantId!,
    { id: auth.eventsUserId, email: auth.email },
    diffEntries(id, 'event', id, toJson(before), toJson(row), auditedEventFields),
  )
  await markEventMoney(trx, id)
  return row
}
