import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { AuthContext } from '../auth/context.js'
import { writeAudit, type AuditEntry } from '../events/audit/audit.js'
import { openBoard } from './columns.js'
import { columnOf } from './checklist.js'

/**
 * `POST /events/kanban-status/reset-events`: every event goes back to its starting column (the
 * first, or with "link kanban to situations" the one of its situation). Events already there are
 * left alone; the others get a new version and an audit row, in one transaction.
 */
export async function resetEvents(trx: Transaction<Database>, auth: AuthContext) {
  const board = await openBoard(trx)
  const placed = await trx
    .selectFrom('event')
    .select(['id', 'kanban_status_id', 'situation'])
    .where('kanban_status_id', 'is not', null)
    .forUpdate()
    .execute()
  if (!placed.length) return { updated: 0 }
  await trx
    .updateTable('event')
    .set({ kanban_status_id: null, version: sql`version + 1`, updated_at: sql`localtimestamp(0)` })
    .where(
      'id',
      'in',
      placed.map((e) => e.id),
    )
    .execute()
  const entries: AuditEntry[] = []
  for (const e of placed) {
    const from = columnOf(board, e).id
    const to = columnOf(board, { ...e, kanban_status_id: null }).id
    if (from !== to)
      entries.push({
        eventId: e.id,
        action: 'U',
        origin: 'event',
        itemId: e.id,
        field: 'kanbanStatus',
        from: { id: from },
        to: { id: to },
      })
  }
  await writeAudit(trx, auth.tenantId!, { id: auth.eventsUserId, email: auth.email }, entries)
  return { updated: entries.length }
}
