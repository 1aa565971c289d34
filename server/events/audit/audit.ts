import type { Transaction } from 'kysely'
import type { Database } from '../../db/types.js'
import { auditValue } from '../model.js'
import { auditField, describe, lookUpLabels, refsIn } from './audit-fields.js'

export interface AuditUser {
  id: number | null
  email: string
}

export interface AuditEntry {
  eventId: number
  action: 'I' | 'U' | 'D'
  /** Which item changed: `event`, `requester`, `environment`, `payment`… */
  origin: string
  itemId?: number | null
  field?: string | null
  from?: unknown
  to?: unknown
}

/** The event's trail as stored, newest first; the last thousand changes are what a reader can use. */
export const auditTrail = (trx: Transaction<Database>, eventId: number) =>
  trx
    .selectFrom('event_audit')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('id', 'desc')
    .limit(1000)
    .execute()

/**
 * Writes audit rows in the caller's transaction, so they exist exactly when the change does.
 * Beside the raw values it keeps the names of the records they refer to as they are now: a trail
 * must still say who the payer was after the person is renamed or deleted. Field labels,
 * enumerations, money and dates are put in words when read, in the reader's language.
 */
export async function writeAudit(
  trx: Transaction<Database>,
  tenantId: number,
  user: AuditUser,
  entries: AuditEntry[],
) {
  if (!entries.length) return
  const props = entries.map((e) => auditField(e.origin, e.field ?? null).prop)
  const labels = await lookUpLabels(
    trx,
    entries.flatMap((e, i) => [...refsIn(props[i], e.from), ...refsIn(props[i], e.to)]),
  )
  const label = ({ target, id }: { target: string; id: number }) => labels.get(`${target}:${id}`)
  await trx
    .insertInto('event_audit')
    .values(
      entries.map((e, i) => ({
        tenant_id: tenantId,
        event_id: e.eventId,
        action: e.action,
        origin: e.origin,
        item_id: e.itemId ?? null,
        field: e.field ?? null,
        from_value: auditValue(e.from),
        to_value: auditValue(e.to),
        from_label: describe(props[i], e.from, label) ?? null,
        to_label: describe(props[i], e.to, label) ?? null,
        user_id: user.id,
        user_email: user.email,
      })),
    )
    .execute()
}

/** One U row per field whose value changed between two JSON snapshots. */
export function diffEntries(
  eventId: number,
  origin: string,
  itemId: number | null,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
): AuditEntry[] {
  return fields
    .filter((f) => auditValue(before[f]) !== auditValue(after[f]))
    .map((f) => ({ eventId, action: 'U' as const, origin, itemId, field: f, from: before[f], to: after[f] }))
}

/** Fields with a value worth an audit line when an item appears or disappears. */
export const meaningful = (v: unknown) =>
  v !== undefined && v !== null && v !== '' && v !== false && !(Array.isArray(v) && v.length === 0)

/** The item (or the event) that appeared or disappeared: where, which, its JSON and the fields followed. */
type Held = [
  eventId: number,
  origin: string,
  itemId: number,
  item: Record<string, unknown>,
  fields: readonly string[],
]

/**
 * One row per field worth a line that an item held: I (`to`) for one it was created with, D
 * (`from`) for one a removed item held.
 */
function heldEntries(action: 'I' | 'D', ...[eventId, origin, itemId, item, fields]: Held): AuditEntry[] {
  return fields
    .filter((f) => meaningful(item[f]))
    .map((field) => ({
      eventId,
      action,
      origin,
      itemId,
      field,
      ...(action === 'I' ? { to: item[field] } : { from: item[field] }),
    }))
}

/** One I row per field an item (or the event) was created with. */
export const insertedEntries = (...held: Held) => heldEntries('I', ...held)

/** One D row per field a removed item held. */
export const removedEntries = (...held: Held) => heldEntries('D', ...held)
