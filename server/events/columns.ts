/**
 * Where a field of the event schema is kept (docs/how-to/add-an-event-field.md):
 * camelCase → snake_case, a reference `x` → `x_id`, or the schema's `x-column`. The server's
 * mapping (model.ts) and the generated table type (scripts/lib/event-columns.ts) both use it.
 */
export interface ColumnProperty {
  'x-ref'?: string
  'x-column'?: string
}

export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** The column of a field of an event schema: `<name>_id` for a reference, else snake_case, or its `x-column`. */
export const columnOfProperty = (field: string, p: ColumnProperty): string =>
  p['x-column'] ?? (p['x-ref'] ? `${snakeCase(field)}_id` : snakeCase(field))
