import type { Cursor, Trx } from './base.js'
import type { Column, ReportContext, ReportReader } from './definition.js'

const filledCell = (v: unknown) => v !== null && v !== undefined && v !== ''

/** The optional columns some row of the run fills, found by reading its rows once. */
export async function filledByRows(reader: ReportReader, trx: Trx, c: ReportContext): Promise<Set<string>> {
  const optional = reader.columns(c.options).filter((col) => col.optional)
  const filled = new Set<string>()
  let after: Cursor | null = null
  do {
    const batch: Awaited<ReturnType<ReportReader['batch']>> = await reader.batch(trx, c, after, 500)
    for (const row of batch.rows)
      for (const col of optional) if (filledCell(row[col.key])) filled.add(col.key)
    // Every optional column is known filled: no need to read further.
    if (filled.size === optional.length) break
    after = batch.next
  } while (after)
  return filled
}

/**
 * The columns of one run of a report (issue 49): an `optional` column no row of the run fills is
 * left out of the screen and of every file, so a costs report with no event in another currency
 * shows no empty quotation columns. Without optional columns nothing is read.
 */
export async function columnsOfRun(reader: ReportReader, trx: Trx, c: ReportContext): Promise<Column[]> {
  const columns = reader.columns(c.options)
  if (!columns.some((col) => col.optional)) return columns
  const filled = await (reader.filledOptional ?? filledByRows.bind(null, reader))(trx, c)
  return columns.filter((col) => !col.optional || filled.has(col.key))
}
