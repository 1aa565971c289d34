import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { AuthContext } from '../auth/context.js'
import { badRequest, fieldError } from '../http/errors.js'
import { getRecord } from '../registries/reader.js'
import { bumpEventVersion, lockEventForChange, readableEvent } from '../events/event-lock.js'
import { writeAudit } from '../events/audit/audit.js'
import type { EventRow } from '../events/model.js'
import { defaultColumn, openBoard, type Board, type Column } from './columns.js'

type Trx = Transaction<Database>
const AUDIT_ORIGIN = 'kanbanChecklist'

/** The column an event is in on the board (columns.ts says the same in SQL). */
export function columnOf(board: Board, event: Pick<EventRow, 'kanban_status_id' | 'situation'>): Column {
  return (
    board.columns.find((c) => c.id === event.kanban_status_id) ??
    defaultColumn(board.columns, board.settings.linkKanbanToSituations, event.situation)
  )
}

async function checklistOf(trx: Trx, column: Column) {
  const id = column.checklist?.id
  const list = id ? await getRecord(trx, 'kanban-checklist', id) : undefined
  return list && list.active !== false ? list : undefined
}

/** Ticks that still stand: the item at that place has the text it had when ticked. */
async function ticksOf(trx: Trx, checklistId: number, eventIds: number[], items: { description: string }[]) {
  if (!eventIds.length) return []
  const rows = await trx
    .selectFrom('event_checklist_tick')
    .select(['event_id', 'item_index', 'description', 'done_at', 'done_by'])
    .where('checklist_id', '=', checklistId)
    .where('event_id', 'in', eventIds)
    .execute()
  return rows.filter((r) => items[r.item_index]?.description === r.description)
}

/** Checklist progress of the column's cards: event id → {done, total}. */
export async function progressOf(trx: Trx, column: Column, eventIds: number[]) {
  const out = new Map<number, { done: number; total: number }>()
  const list = await checklistOf(trx, column)
  if (!list?.items?.length) return out
  const ticks = await ticksOf(trx, list.id, eventIds, list.items)
  for (const id of eventIds) out.set(id, { done: 0, total: list.items.length })
  for (const t of ticks) out.get(t.event_id)!.done++
  return out
}

/** The checklist of the event's column, each item with whether it is done (items' ids are their places). */
export async function readChecklist(trx: Trx, auth: AuthContext, eventId: number, event?: EventRow) {
  const row = event ?? (await readableEvent(trx, auth, eventId))
  const board = await openBoard(trx)
  const column = columnOf(board, row)
  const list = await checklistOf(trx, column)
  const ticks = list ? await ticksOf(trx, list.id, [eventId], list.items ?? []) : []
  const byIndex = new Map(ticks.map((t) => [t.item_index, t]))
  return {
    eventId,
    version: row.version,
    kanbanStatus: { id: column.id, name: column.name },
    checklist: list ? { id: list.id, name: list.name } : null,
    items: (list?.items ?? []).map((item, id) => ({
      id,
      description: item.description,
      done: byIndex.has(id),
      doneAt: byIndex.get(id)?.done_at ?? null,
    })),
  }
}

/** Ticks and unticks items of the event's checklist: version checked and bumped, each change audited. */
export async function tickChecklist(
  trx: Trx,
  auth: AuthContext,
  eventId: number,
  body: { items: { id: number; done: boolean }[]; version: number },
) {
  const event = await lockEventForChange(trx, auth, eventId, body.version)
  const current = await readChecklist(trx, auth, eventId, event)
  if (!current.checklist) throw badRequest([fieldError('items', 'kanban.noChecklist')])
  const checklistId = current.checklist.id
  const changed = []
  for (const [i, wanted] of body.items.entries()) {
    const item = current.items[wanted.id]
    if (!item) throw badRequest([fieldError(`items[${i}].id`, 'error.invalidValue')])
    if (item.done === wanted.done) continue
    const key = { event_id: eventId, checklist_id: checklistId, item_index: wanted.id }
    // Any stale tick at this place (the item was reworded) goes with an untick or a new tick.
    await trx
      .deleteFrom('event_checklist_tick')
      .where('event_id', '=', eventId)
      .where('checklist_id', '=', checklistId)
      .where('item_index', '=', wanted.id)
      .execute()
    if (wanted.done)
      await trx
        .insertInto('event_checklist_tick')
        .values({
          tenant_id: auth.tenantId!,
          ...key,
          description: item.description,
          done_by: auth.eventsUserId ?? null,
        })
        .execute()
    changed.push({ item, done: wanted.done })
  }
  if (!changed.length) return current
  await bumpEventVersion(trx, eventId)
  await writeAudit(
    trx,
    auth.tenantId!,
    { id: auth.eventsUserId, email: auth.email },
    changed.map(({ item, done }) => ({
      eventId,
      action: 'U' as const,
      origin: AUDIT_ORIGIN,
      itemId: checklistId,
      field: item.description,
      from: !done,
      to: done,
    })),
  )
  return readChecklist(trx, auth, eventId)
}
