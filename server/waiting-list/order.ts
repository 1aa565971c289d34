import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { hasFeature, type AuthContext } from '../auth/guard.js'
import { AppError, badRequest, conflict, fieldError, notFound } from '../http/errors.js'
import { recordExists } from '../registries/reader.js'
import { cannotSee } from '../events/visibility.js'
import { writeAudit, type AuditEntry } from '../events/audit.js'
import { lockWaitListGroup } from '../events/wait-list-rank.js'

type Trx = Transaction<Database>
export const PRIORITIES = [
  'ONE',
  'TWO',
  'THREE',
  'FOUR',
  'FIVE',
  'SIX',
  'SEVEN',
  'EIGHT',
  'NINE',
  'TEN',
] as const

const waiting = (trx: Trx, groupId: number) =>
  trx
    .selectFrom('event')
    .select([
      'id',
      'name',
      'priority',
      'wait_list_rank',
      'start_date',
      'end_date',
      'situation',
      'created_by',
      'version',
    ])
    .where('wait_list_group_id', '=', groupId)
    .where('wait_list', '=', true)

/** The group's waiting events by rank (then id); names of events the user may not see are hidden. */
export async function groupEvents(trx: Trx, auth: AuthContext, groupId: number) {
  if (!(await recordExists(trx, 'waiting-list-group', groupId))) throw notFound()
  const rows = await waiting(trx, groupId)
    .orderBy(sql`wait_list_rank nulls last`)
    .orderBy('id')
    .execute()
  return rows.map((r, i) => {
    const hidden = cannotSee(auth, r) !== null
    return {
      id: r.id,
      rank: i + 1,
      name: hidden ? null : r.name,
      priority: r.priority,
      startDate: r.start_date,
      endDate: r.end_date,
      situation: r.situation,
      version: r.version,
    }
  })
}

/**
 * Reorders the group: the first event gets priority ONE, the next TWO… (TEN from the tenth on),
 * so the group always keeps its event of priority 1. The order must name exactly the events
 * waiting now, read under row locks: a list from a stale screen is 409 and changes nothing.
 */
export async function reorderGroup(trx: Trx, auth: AuthContext, groupId: number, order: number[]) {
  if (!hasFeature(auth, 'ACTION_WAITLIST'))
    throw new AppError(403, 'error.forbidden', [], 'permission ACTION_WAITLIST required')
  if (!(await recordExists(trx, 'waiting-list-group', groupId))) throw notFound()
  if (new Set(order).size !== order.length) throw badRequest([fieldError('order', 'error.invalidValue')])
  await lockWaitListGroup(trx, groupId)
  const rows = await waiting(trx, groupId).orderBy('id').forUpdate().execute()
  const current = new Set(rows.map((r) => r.id))
  if (rows.length !== order.length || order.some((id) => !current.has(id)))
    throw conflict('event.changedInAnotherSession', [fieldError('order', 'event.changedInAnotherSession')])
  const byId = new Map(rows.map((r) => [r.id, r]))
  const audit: AuditEntry[] = []
  for (const [i, id] of order.entries()) {
    const priority = PRIORITIES[Math.min(i, PRIORITIES.length - 1)]
    const before = byId.get(id)!
    const changed = before.priority !== priority
    await trx
      .updateTable('event')
      .set({
        wait_list_rank: i + 1,
        priority,
        ...(changed ? { version: sql`version + 1`, updated_at: sql`localtimestamp(0)` } : {}),
      })
      .where('id', '=', id)
      .execute()
    if (changed)
      audit.push({
        eventId: id,
        action: 'U',
        origin: 'event',
        itemId: id,
        field: 'priority',
        from: before.priority,
        to: priority,
      })
  }
  await writeAudit(trx, auth.tenantId!, { id: auth.eventsUserId, email: auth.email }, audit)
  return groupEvents(trx, auth, groupId)
}
