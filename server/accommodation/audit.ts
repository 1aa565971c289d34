import { diffEntries, insertedEntries, removedEntries, type AuditEntry } from '../events/audit/audit.js'
import type { Accommodation } from './repository.js'
import { BLOCK_FIELDS, RESERVATION_FIELDS } from '../../common/accommodation/fields.js'

const BLOCK = 'accommodation'
const ROOMS = 'accommodation-reservation'

/** I, U and D rows for a block and its reservations between two reads (undefined = absent). */
export function accommodationAudit(
  eventId: number,
  before: Accommodation | undefined,
  after: Accommodation | undefined,
): AuditEntry[] {
  const out: AuditEntry[] = []
  if (before && after) out.push(...diffEntries(eventId, BLOCK, after.id, before, after, BLOCK_FIELDS))
  else if (after) out.push(...insertedEntries(eventId, BLOCK, after.id, after, BLOCK_FIELDS))
  else if (before) out.push(...removedEntries(eventId, BLOCK, before.id, before, BLOCK_FIELDS))
  const old = new Map((before?.reservations ?? []).map((r) => [r.id, r]))
  for (const r of after?.reservations ?? []) {
    const was = old.get(r.id)
    old.delete(r.id)
    out.push(
      ...(was
        ? diffEntries(eventId, ROOMS, r.id, was, r, RESERVATION_FIELDS)
        : insertedEntries(eventId, ROOMS, r.id, r, RESERVATION_FIELDS)),
    )
  }
  for (const r of old.values()) out.push(...removedEntries(eventId, ROOMS, r.id, r, RESERVATION_FIELDS))
  return out
}
