/**
 * An audit row in words (spec "Audit trail"): the action (I added, U changed, D removed), the
 * item and field, and from/to values with enumerations translated (situation, priority, requester
 * situation, booleans), dates as DD/MM/YYYY HH:mm and references by their label.
 */
import { showDate } from '../../resources/format'
import { priorityKey, situationKey } from './situations'
import type { AuditRow } from './types'

type Translate = (key: string, options?: Record<string, unknown>) => string

/** Reference fields per item: the registry their recorded id belongs to. */
const references: Record<string, Record<string, string>> = {
  event: {
    customer: 'person',
    eventType: 'event-type',
    areaInterest: 'area-interest',
    origin: 'event-origin',
    location: 'event-location',
    currencyCompany: 'currency-company',
    cancellationReason: 'cancellation-reason',
    waitListGroup: 'waiting-list-group',
  },
  requester: { person: 'person' },
}

const BOOLEANS = new Set(['internal', 'waitList', 'preEvent', 'generatesContract'])

/** The registry of a reference value, when the value is a recorded id. */
export function referenceOf(row: Pick<AuditRow, 'origin' | 'field'>, value: string | null): { target: string; id: number } | null {
  const target = row.field ? references[row.origin]?.[row.field] : undefined
  // A requester's `person` holds the person's id, or the name of an unregistered one.
  if (!target || value === null || !/^\d+$/.test(value)) return null
  return { target, id: Number(value) }
}

export const labelKey = (target: string, id: number) => `${target}:${id}`

export const actionText = (t: Translate, action: string) => t(`events.audit.actions.${action}`, { _: action })

export const originText = (t: Translate, origin: string) => t(`events.audit.origins.${origin}`, { _: origin })

export function fieldText(t: Translate, row: Pick<AuditRow, 'origin' | 'field'>): string {
  if (!row.field) return ''
  if (row.origin === 'event') return t(`resources.event.fields.${row.field}`, { _: row.field })
  if (row.origin === 'requester') return t(`events.requesters.fields.${row.field}`, { _: row.field })
  return t(`events.audit.fields.${row.field}`, { _: row.field })
}

export function valueText(t: Translate, row: Pick<AuditRow, 'origin' | 'field'>, value: string | null, labels: Record<string, string> = {}): string {
  if (value === null || value === '') return ''
  const { origin, field } = row
  if (field === 'situation') return origin === 'requester' ? t(`events.requesters.situations.${value}`, { _: value }) : t(situationKey(value), { _: value })
  if (field === 'priority') return t(priorityKey(value), { _: value })
  if ((field && BOOLEANS.has(field)) || value === 'true' || value === 'false') return value === 'true' ? t('ra.boolean.true') : value === 'false' ? t('ra.boolean.false') : value
  const ref = referenceOf(row, value)
  if (ref) return labels[labelKey(ref.target, ref.id)] ?? `#${ref.id}`
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return showDate(value.slice(0, 19), true)
  return value
}
