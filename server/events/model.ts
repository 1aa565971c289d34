import type { Selectable } from 'kysely'
import type { EventTable } from '../db/types.js'
import { eventModel } from './validate.js'
import { columnOfProperty as columnOfRule } from './columns.js'

export type EventRow = Selectable<EventTable>

interface PropertySchema {
  readOnly?: boolean
  'x-ref'?: string
  'x-column'?: string
  'x-copy'?: boolean
}

/** The event's columns mirror its schema (schemas/event/event.schema.json): camelCase → snake_case. */
const properties = eventModel('event').schema.properties as Record<string, PropertySchema>
const schemaFields = Object.entries(properties).filter(([name]) => name !== 'id' && name !== 'version')

/** The column of a field of an event schema: `<name>_id` for a reference, else snake_case, or its `x-column`. */
export const columnOfProperty = (field: string, p: PropertySchema) =>
  columnOfRule(field, p) as keyof EventTable

/** The column of a field of the event schema. */
export const columnOf = (field: string): keyof EventTable => columnOfProperty(field, properties[field])

/**
 * References of the event to registry records: JSON name, column (`<name>_id`, or the schema's
 * `x-column`), registry, and whether the client writes it (read-only ones are kept by the server).
 */
export const eventRefs = schemaFields
  .filter(([, p]) => p['x-ref'])
  .map(([field, p]) => ({
    field,
    column: columnOfProperty(field, p),
    target: p['x-ref']!,
    writable: !p.readOnly,
  }))

/** Plain fields of the schema: JSON name → column; `writable` are those a client writes. */
const plainFields = schemaFields
  .filter(([, p]) => !p['x-ref'])
  .map(([field, p]) => ({
    field,
    column: columnOfProperty(field, p),
    writable: !p.readOnly,
  }))
export const eventFields = Object.fromEntries(
  plainFields.filter((f) => f.writable).map((f) => [f.field, f.column]),
) as Record<string, keyof EventTable>

/**
 * The columns a copy of an event takes from its original: every field a client writes (not
 * read-only, not the version), plain ones then references, unless the schema says `"x-copy": false`.
 * Of a schema's properties, so a test can add a field to a copy of the schema.
 */
export function copiedColumnsOf(props: Record<string, PropertySchema>): (keyof EventTable)[] {
  const copied = Object.entries(props).filter(
    ([name, p]) => name !== 'id' && name !== 'version' && !p.readOnly && p['x-copy'] !== false,
  )
  return [...copied.filter(([, p]) => !p['x-ref']), ...copied.filter(([, p]) => p['x-ref'])].map(([f, p]) =>
    columnOfProperty(f, p),
  )
}
export const copiedColumns = copiedColumnsOf(properties)

/** Columns the server keeps that the schema does not describe: JSON name → column. */
const serverFields = {
  guid: 'guid',
  hasBudget: 'has_budget',
  hasContract: 'has_contract',
  retroactiveStart: 'retroactive_start',
  startedAt: 'started_at',
  confirmedAt: 'confirmed_at',
  canceledAt: 'canceled_at',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
} as const satisfies Record<string, keyof EventTable>

/** The fields the audit trail follows (spec "Audit trail": event). */
export const auditedEventFields = [
  'name',
  'startDate',
  'endDate',
  'situation',
  'priority',
  'observation',
  'areaInterest',
  'eventType',
  'estimatedPeople',
  'cancellationReason',
  'cancellationObservation',
  'confirmDate',
  'customer',
  'clientName',
  'origin',
  'location',
  'internal',
  'waitList',
] as const

const ref = (id: unknown) => (id === null || id === undefined ? null : { id })

/** Every column the event's JSON is made of (the schema's, the server's, id, creator, version). */
export const jsonFields = [
  ...plainFields.map((f) => [f.field, f.column] as const),
  ...Object.entries(serverFields),
]

/** The columns toJson reads: a list selects these, not every column of the event. */
export const listColumns: (keyof EventTable)[] = [
  'id',
  ...jsonFields.map(([, column]) => column),
  ...eventRefs.map((r) => r.column),
  'created_by',
  'version',
]

export function toJson(row: Partial<EventRow>): Record<string, unknown> & { id: number } {
  const out: Record<string, unknown> & { id: number } = { id: row.id! }
  for (const [json, column] of jsonFields) out[json] = row[column]
  for (const r of eventRefs) out[r.field] = ref(row[r.column])
  out.createdBy = row.created_by === null || row.created_by === undefined ? null : { id: row.created_by }
  out.version = row.version
  return out
}

/** Audit values are text; references are recorded by id (labels are added when shown). */
export function auditValue(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'object')
    return 'id' in (value as object) ? String((value as { id: unknown }).id) : JSON.stringify(value)
  return String(value)
}
