import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { hasFeature, type AuthContext } from '../auth/context.js'
import { AppError, badRequest, conflict, fieldError, notFound } from '../http/errors.js'
import { getRecord, recordExists } from '../registries/reader.js'
import { bumpRecordVersion } from '../registries/record-version.js'
import { cannotSee } from '../events/visibility.js'
import { PRIORITIES } from '../../common/events/situations.js'
import { writeAudit, type AuditEntry } from '../events/audit/audit.js'
import { lockWaitListGroup } from '../events/waiting-list/rank.js'

type Trx = Transaction<Database>

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

/**
 * The group's waiting events by rank (then id), with the group's version that a reorder must
 * send back (DESIGN.md wave 3, "Waiting list order"); names of events the user may not see are hidden.
 */
export async function groupEvents(trx: Trx, auth: AuthContext, groupId: number) {
  const group = await getRecord(trx, 'waiting-list-group', groupId)
  if (!group) throw notFound()
  const rows = await waiting(trx, groupId)
    .orderBy(sql`wait_list_rank nulls last`)
    .orderBy('id')
    .execute()
  const content = rows.map((r, i) => {
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
  return { version: group.version, content }
}

const stale = () =>
  conflict('event.changedInAnotherSession', [fieldError('order', 'event.changedInAnotherSession')])

/**
 * Reorders the group: the first event gets priority ONE, the next TWO… (TEN from the tenth on),
 * so the group always keeps its event of priority 1. `version` is the group's from the GET: it is
 * compared and bumped in this transaction (issue 31, 5e: 30 reorders at once all answered 200 and
 * the last won), so of two screens that read the same version one wins and the other is 409.
 * The order must also name exactly the events waiting now, read under row locks (an event that
 * joined or left since the GET). Either refusal changes nothing.
 */
export async function reorderGroup(
  trx: Trx,
  auth: AuthContext,
  groupId: number,
  order: number[],
  version: number,
) {
  if (!hasFeature(auth, 'ACTION_WAITLIST'))
    throw new AppError(403, 'error.forbidden', [], 'permission ACTION_WAITLIST required')
  if (new Set(order).size !== order.length) throw badRequest([fieldError('order', 'error.invalidValue')])
  // The group's row lock (this update) before the order lock, always in that order: arrivals and
  // removals take only the order lock, so nothing holds the order lock while waiting for the row.
  if ((await bumpRecordVersion(trx, 'waiting-list-group', groupId, version)) === undefined) {
    if (!(await recordExists(trx, 'waiting-list-group', groupId))) throw notFound()
    throw stale()
  }
  await lockWaitListGroup(trx, groupId)
  const rows = await waiting(trx, groupId).orderBy('id').forUpdate().execute()
  const current = new Set(rows.map((r) => r.id))
  if (rows.length !== order.length || order.some((id) => !current.has(id))) throw stale()
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
