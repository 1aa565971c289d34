import type { ReportColumn } from '../../common/reports/format.js'
import type { EventTable } from '../db/types.js'
import { columnOfProperty, jsonFields } from './model.js'
import { eventSchema } from './validate.js'

/** An entry of the event schema's `x-report` (docs/how-to/add-an-event-field.md). */
interface ReportEntry {
  field: string
  /** The column's key (its title is `report.column.<key>`); unset, `as` or the field's name. */
  key?: string
  /** Unset: from the field's schema. A field the schema does not describe (`createdAt`) names it. */
  kind?: ReportColumn['kind']
  width: number
  /** `client`: the customer's label, else the client name typed on the event (the documents' client). */
  as?: 'client'
}

type Property = {
  type?: string | string[]
  'x-column'?: string
  format?: string
  enum?: unknown[]
  'x-ref'?: string
  'x-enum-labels'?: string
}

/** A column of the event report and where its cell comes from. */
export interface EventReportColumn {
  column: ReportColumn
  /** The event's column the cell is read from (a reference's id column). */
  source: keyof EventTable
  /** A reference: the registry whose label the cell shows. */
  ref?: string
  as?: 'client'
}

const dateFormats = new Set(['local-date-time', 'date', 'date-time'])

/** The report kind of a schema field: a reference shows its label, a situation its word. */
function kindOf(p: Property, labels: string | undefined): Pick<ReportColumn, 'kind' | 'words'> {
  if (p['x-ref']) return { kind: 'text' }
  if (p.enum && labels === 'events.situations') return { kind: 'situation' }
  if (p.enum) return labels ? { kind: 'text', words: labels } : { kind: 'text' }
  const type = [p.type].flat()
  if (type.includes('integer') || type.includes('number')) return { kind: 'number' }
  if (type.includes('boolean')) return { kind: 'boolean' }
  if (p.format && dateFormats.has(p.format)) return { kind: 'date' }
  return { kind: 'text' }
}

const serverColumns = new Map<string, keyof EventTable>([...jsonFields, ['id', 'id']])

/** The event report's columns, in order, from an event schema's `x-report`. */
export function reportColumnsOf(schema: Record<string, unknown>): EventReportColumn[] {
  const properties = schema.properties as Record<string, Property>
  const entries = (schema['x-report'] ?? []) as ReportEntry[]
  return entries.map((e) => {
    const p = properties[e.field] as Property | undefined
    const key = e.key ?? e.as ?? e.field
    if (!p && !e.kind)
      throw new Error(`event x-report: ${e.field} is not in the schema, so it names its kind`)
    const kind = e.kind ? { kind: e.kind } : kindOf(p!, p!['x-enum-labels'])
    const source = p && e.field !== 'id' ? columnOfProperty(e.field, p) : serverColumns.get(e.field)
    if (!source) throw new Error(`event x-report: ${e.field} is no column of the event`)
    const column: ReportColumn = { key, kind: kind.kind, width: e.width }
    if (kind.words) column.words = kind.words
    return { column, source, ref: p?.['x-ref'], as: e.as }
  })
}

/** The event report's columns: the event schema's `x-report`. */
export const eventReportColumns = reportColumnsOf(eventSchema('event').schema)
