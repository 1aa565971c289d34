import { getSettings } from '../../configuration/settings.js'
import { defaultColumn } from '../../kanban/columns.js'
import { findRecords } from '../../registries/reader.js'
import type { Trx } from '../base.js'

/**
 * The column the board shows an event in (kanban/columns.ts): its own when active, else the
 * default one (the column linked to its situation, else the first). An event without a column of
 * its own is in that one on the board, so the report names it too rather than leaving a blank.
 */
export async function boardColumns(trx: Trx) {
  const settings = await getSettings(trx)
  const columns = (await findRecords(trx, 'kanban-status', { activeOnly: true })).sort(
    (a, b) => a.order - b.order || a.id - b.id,
  )
  const byId = new Map(columns.map((c) => [c.id, c]))
  return (own: unknown, situation: string): string | null => {
    const column =
      (own == null ? undefined : byId.get(Number(own))) ??
      (columns.length ? defaultColumn(columns, settings.linkKanbanToSituations, situation) : undefined)
    return (column?.name as string | undefined) ?? null
  }
}
