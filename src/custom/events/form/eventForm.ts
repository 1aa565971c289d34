/**
 * The general-data form of an event from its schema (schemas/event/event.schema.json): the
 * schema RJSF validates, the uiSchema (labels from `resources.event.fields.*`, the app's date
 * and reference widgets, priority in words) and the body the API expects back.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import eventSchema from '../../../generated/event/event.json'
import { PRIORITIES } from '../../../../common/events/situations'
import { priorityKey } from '../situations'
import type { EventRecord } from '../types'

type Translate = (key: string, options?: Record<string, unknown>) => string
type Prop = {
  type?: string
  format?: string
  enum?: string[]
  'x-ref'?: string
  readOnly?: boolean
  'x-ui'?: { neededTo?: string }
  [k: string]: unknown
}

const properties = eventSchema.properties as Record<string, Prop>

/** The order of a form schema's writable fields (a test derives a changed copy of the schema). */
export function formOrder(schema: { properties: object; 'x-ui'?: { order?: string[] } }): string[] {
  const props = schema.properties as Record<string, Prop>
  const writable = Object.keys(props).filter((f) => !props[f].readOnly && f !== 'version')
  const order = schema['x-ui']?.order ?? []
  return [...order.filter((f) => writable.includes(f)), ...writable.filter((f) => !order.includes(f))]
}

/**
 * The form's fields, in the order a coordinator fills them in: the schema's `x-ui.order`, then any
 * other field a client writes in schema order (not read-only ones, nor the version the page keeps).
 */
export const FIELD_ORDER: readonly string[] = formOrder(eventSchema)

/** Without id and version (kept by the page, not typed by the person) and the English prose. */
export function formSchema(): RJSFSchema {
  const props = Object.fromEntries(FIELD_ORDER.map((f) => [f, properties[f]]))
  return { type: 'object', required: eventSchema.required, properties: props } as RJSFSchema
}

export function uiSchema(t: Translate): UiSchema {
  const ui: UiSchema = { 'ui:order': [...FIELD_ORDER], 'ui:submitButtonOptions': { norender: true } }
  for (const field of FIELD_ORDER) {
    const prop = properties[field]
    const entry: UiSchema = { 'ui:title': t(`resources.event.fields.${field}`) }
    if (prop['x-ref']) entry['ui:field'] = 'reference'
    else if (prop.format === 'local-date-time') entry['ui:widget'] = 'datetime'
    if (field === 'priority')
      entry['ui:enumNames'] = Object.fromEntries(PRIORITIES.map((p) => [p, t(priorityKey(p))]))
    // A select's empty choice says what it means instead of being a blank first row.
    if (prop.enum) entry['ui:placeholder'] = t('registry.noChoice')
    if (field === 'observation') entry['ui:widget'] = 'textarea'
    // Optional to save, needed for a later step (`"x-ui": {"neededTo": "confirm"}`): said before the step refuses.
    const neededTo = prop['x-ui']?.neededTo
    if (neededTo) entry['ui:help'] = t(`events.form.neededTo.${neededTo}`)
    ui[field] = entry
  }
  return ui
}

/** What the form starts from: the record's editable fields (references as read, with labels). */
export function formDataOf(record?: EventRecord): Record<string, unknown> {
  if (!record) return {}
  return Object.fromEntries(
    FIELD_ORDER.filter((f) => record[f] !== null && record[f] !== undefined).map((f) => [f, record[f]]),
  )
}

/** The API body: every form field (a PUT replaces them all), references reduced to `{id}`. */
export function bodyOf(formData: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const field of FIELD_ORDER) {
    const value = formData[field]
    if (value === undefined || value === null || value === '') continue
    body[field] =
      properties[field]['x-ref'] && typeof value === 'object' ? { id: (value as { id: number }).id } : value
  }
  return body
}
