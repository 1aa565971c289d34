/**
 * The event's own placeholders come from its schema (schemas/event/event.schema.json): a field with
 * `"x-placeholder": "event.<key>"` is one, filled with the field's value as a document shows it (a
 * reference's label, a date as DD/MM/YYYY, a number in the reader's language, blank when none or
 * 0); `{"key": …, "as": "code"}` writes the value bare (the event's number, never `1.234`).
 */
import eventSchema from '../../schemas/event/event.schema.json' with { type: 'json' }

export type PlaceholderKeyword = string | { key: string; as?: 'code' }

export interface EventPlaceholder {
  field: string
  key: string
  as?: 'code'
}

/** The placeholders of an event schema's fields, in the schema's order. */
export function placeholdersOf(schema: { properties: object }): EventPlaceholder[] {
  return Object.entries(
    schema.properties as Record<string, { 'x-placeholder'?: PlaceholderKeyword }>,
  ).flatMap(([field, p]) => {
    const keyword = p['x-placeholder']
    if (!keyword) return []
    return [typeof keyword === 'string' ? { field, key: keyword } : { field, ...keyword }]
  })
}

export const eventPlaceholders: EventPlaceholder[] = placeholdersOf(eventSchema)
