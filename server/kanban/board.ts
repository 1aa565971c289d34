import { sql, type Transaction } from 'kysely'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/types.js'
import type { AuthContext } from '../auth/context.js'
import { pageAndCount } from '../db/page-query.js'
import { pageOf } from '../http/page.js'
import { filteredEvents } from '../events/list/list.js'
import { allowedSituations } from '../events/visibility.js'
import { listColumns, toJson } from '../events/model.js'
import { labelEvents } from '../events/read.js'
import { boardSituations, openBoard, type Board, type Column } from './columns.js'
import { progressOf } from './checklist.js'

type Trx = Transaction<Database>
export interface BoardFilter {
  search?: string
  /** A person among the event's department managers and employees. */
  employee?: number
}
export const BOARD_PAGE = 20

/** The events a user sees on the board: the list's walls and search, the board's situations. */
function boardEvents(trx: Trx, auth: AuthContext, board: Board, f: BoardFilter) {
  const shown = boardSituations(board.settings, allowedSituations(auth))
  let q = filteredEvents(trx, auth, { search: f.search }).where(
    'situation',
    'in',
    shown.length ? shown : ['-'],
  )
  if (f.employee) {
    const employee = f.employee
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('event_item as d')
          .select(sql`1`.as('one'))
          .whereRef('d.event_id', '=', 'event.id')
          .where('d.kind', '=', 'department')
          .where(
            sql<boolean>`((d.data->'manager'->>'id')::bigint = ${employee} or d.data->'employees' @> ${JSON.stringify([{ id: employee }])}::jsonb)`,
          ),
      ),
    )
  }
  return q
}

/** One column's cards, a page at a time (start date, then id). */
export async function columnPage(
  app: FastifyInstance,
  trx: Trx,
  auth: AuthContext,
  board: Board,
  column: Column,
  f: BoardFilter,
  page = 0,
) {
  const matches = boardEvents(trx, auth, board, f).where(sql<boolean>`${board.column} = ${column.id}`)
  const { rows, total } = await pageAndCount(
    trx,
    matches
      .select(listColumns)
      .orderBy('start_date')
      .orderBy('id')
      .limit(BOARD_PAGE)
      .offset(page * BOARD_PAGE),
    matches,
  )
  const events = await labelEvents(trx, app.registryModels, rows.map(toJson))
  const progress = await progressOf(
    trx,
    column,
    events.map((e) => e.id),
  )
  const colors = board.settings as unknown as Record<string, unknown>
  const cards = events.map((e) => ({
    ...e,
    kanbanStatus: { id: column.id, name: column.name },
    situationColor:
      colors[
        `${String(e.situation)
          .toLowerCase()
          .replace(/_(.)/g, (_, c: string) => c.toUpperCase())}Color`
      ] ?? null,
    checklist: progress.get(e.id) ?? null,
  }))
  return pageOf(cards, total, page, BOARD_PAGE)
}

export const statusOf = (c: Column) => ({
  id: c.id,
  name: c.name,
  order: c.order,
  color: c.color ?? null,
  situation: c.situation ?? null,
  checklist: c.checklist ?? null,
})

/** The whole board: every active column with its first page. */
export async function readBoard(app: FastifyInstance, trx: Trx, auth: AuthContext, f: BoardFilter) {
  const board = await openBoard(trx)
  const out = []
  for (const column of board.columns)
    out.push({ status: statusOf(column), page: await columnPage(app, trx, auth, board, column, f) })
  return out
}
