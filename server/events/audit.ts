import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { auditValue } from './model.js'

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

/** Writes audit rows in the caller's transaction, so they exist exactly when the change does. */
export async function writeAudit(trx: Transaction<Database>, tenantId: number, user: AuditUser, entries: AuditEntry[]) {
  if (!entries.length) return
  await trx
    .insertInto('event_audit')
    .values(
      entries.map((e) => ({
        tenant_id: tenantId,
        event_id: e.eventId,
        action: e.action,
        origin: e.origin,
        item_id: e.itemId ?? null,
        field: e.field ?? null,
        from_value: auditValue(e.from),
        to_value: auditValue(e.to),
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
