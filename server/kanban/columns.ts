import { sql, type RawBuilder, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { AppError, fieldError } from '../http/errors.js'
import { getSettings, type Settings } from '../configuration/settings.js'
import { findRecords, type RegistryRecord } from '../registries/reader.js'

type Trx = Transaction<Database>
export type Column = RegistryRecord<'kanban-status'>

/** What every kanban call needs: the setting on, and the active columns in board order. */
export interface Board {
  settings: Settings
  columns: Column[]
  /** `event.kanban_status_id` as the board reads it: a column for every event (see effectiveColumn). */
  column: RawBuilder<number>
}

/** Kanban calls answer 409 when the tenant does not use kanban (USE_KANBAN off). */
export async function openBoard(trx: Trx): Promise<Board> {
  const settings = await getSettings(trx)
  if (!settings.useKanban)
    throw new AppError(409, 'configuration.kanbanDisabled', [
      fieldError('USE_KANBAN', 'configuration.kanbanDisabled'),
    ])
  const columns = (await findRecords(trx, 'kanban-status', { activeOnly: true })).sort(
    (a, b) => a.order - b.order || a.id - b.id,
  )
  if (!columns.length) throw new AppError(409, 'configuration.noKanbanStatus')
  return { settings, columns, column: effectiveColumn(columns, settings.linkKanbanToSituations) }
}

/** The column an event without one (or with an inactive one) starts in. */
export function defaultColumn(columns: Column[], linked: boolean, situation: string): Column {
  return (linked && columns.find((c) => c.situation === situation)) || columns[0]
}

/**
 * The event's column as SQL: its own when that column is active, else the default column — the
 * one linked to its situation (with "link kanban to situations"), else the first. No event is
 * ever off the board, and a deactivated column's cards fall back without a rewrite.
 */
function effectiveColumn(columns: Column[], linked: boolean): RawBuilder<number> {
  const ids = columns.map((c) => c.id)
  const bySituation = linked
    ? [
        ...new Map(
          columns
            .filter((c) => c.situation)
            .reverse()
            .map((c) => [c.situation!, c.id]),
        ),
      ]
    : []
  const fallback = bySituation.length
    ? sql`case event.situation ${sql.join(
        bySituation.map(([s, id]) => sql`when ${s} then ${id}::bigint`),
        sql` `,
      )} else ${ids[0]}::bigint end`
    : sql`${ids[0]}::bigint`
  return sql<number>`(case when event.kanban_status_id in (${sql.join(ids)}) then event.kanban_status_id else ${fallback} end)`
}

/** The situations a board shows: the configuration's KANBAN_SITUATIONS the user may see. */
export function boardSituations(settings: Settings, allowed: readonly string[]): string[] {
  return (settings.kanbanSituations as string[]).filter((s) => allowed.includes(s))
}
