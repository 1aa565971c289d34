import type { Selectable } from 'kysely'
import type { EventTable } from '../db/types.js'

export type EventRow = Selectable<EventTable>

/** References of the event to registry records: JSON name, column, registry. */
export const eventRefs = [
  { field: 'customer', column: 'customer_id', target: 'person' },
  { field: 'eventType', column: 'event_type_id', target: 'event-type' },
  { field: 'areaInterest', column: 'area_interest_id', target: 'area-interest' },
  { field: 'origin', column: 'origin_id', target: 'event-origin' },
  { field: 'location', column: 'location_id', target: 'event-location' },
  { field: 'currencyCompany', column: 'currency_id', target: 'currency-company' },
  { field: 'cancellationReason', column: 'cancellation_reason_id', target: 'cancellation-reason' },
  { field: 'waitListGroup', column: 'wait_list_group_id', target: 'waiting-list-group' },
] as const

/** Plain fields a client writes: JSON name → column. */
export const eventFields = {
  name: 'name',
  clientName: 'client_name',
  startDate: 'start_date',
  endDate: 'end_date',
  priority: 'priority',
  confirmDate: 'confirm_date',
  preEvent: 'pre_event',
  estimatedPeople: 'estimated_people',
  observation: 'observation',
  courtesyDailies: 'courtesy_dailies',
  internal: 'internal',
  generatesContract: 'generates_contract',
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

const ref = (id: number | null) => (id === null ? null : { id })

/** The columns toJson reads: a list selects these, not every column of the event. */
export const listColumns = [
  'id',
  ...Object.values(eventFields),
  ...eventRefs.map((r) => r.column),
  'situation',
  'wait_list',
  'guid',
  'has_budget',
  'has_contract',
  'retroactive_start',
  'started_at',
  'confirmed_at',
  'canceled_at',
  'cancellation_observation',
  'created_by',
  'created_at',
  'updated_at',
  'version',
] as const satisfies readonly (keyof EventTable)[]

export function toJson(
  row: Pick<EventRow, (typeof listColumns)[number]>,
): Record<string, unknown> & { id: number } {
  const out: Record<string, unknown> & { id: number } = { id: row.id }
  for (const [json, column] of Object.entries(eventFields)) out[json] = row[column]
  for (const r of eventRefs) out[r.field] = ref(row[r.column])
  return Object.assign(out, {
    situation: row.situation,
    waitList: row.wait_list,
    guid: row.guid,
    hasBudget: row.has_budget,
    hasContract: row.has_contract,
    retroactiveStart: row.retroactive_start,
    startedAt: row.started_at,
    confirmedAt: row.confirmed_at,
    canceledAt: row.canceled_at,
    cancellationObservation: row.cancellation_observation,
    createdBy: row.created_by === null ? null : { id: row.created_by },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
  })
}

/** Audit values are text; references are recorded by id (labels are added when shown). */
export function auditValue(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'object')
    return 'id' in (value as object) ? String((value as { id: unknown }).id) : JSON.stringify(value)
  return String(value)
}
