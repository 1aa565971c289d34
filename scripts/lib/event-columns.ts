import { columnOfProperty } from '../../server/events/columns.js'

type Property = {
  type?: string | string[]
  default?: unknown
  readOnly?: boolean
  description?: string
  'x-ref'?: string
  'x-column'?: string
}

/** The column's TypeScript type: a reference keeps its record's id, an enumeration is text. */
function columnType(p: Property): string {
  if (p['x-ref']) return 'number'
  const type = [p.type].flat().find((t) => t !== 'null')
  if (type === 'integer' || type === 'number') return 'number'
  if (type === 'boolean') return 'boolean'
  return 'string'
}

/**
 * `EventColumns`: the columns the event schema's fields are kept in (server/events/columns.ts),
 * as Kysely types. A field with a `default` is `Generated` (the column has that default), a
 * required one NOT NULL, any other nullable. Id and version are the table's (server/events/tables.ts).
 */
export function eventColumnsModule(schema: Record<string, unknown>): string {
  const required = new Set((schema.required ?? []) as string[])
  const properties = schema.properties as Record<string, Property>
  const lines = Object.entries(properties)
    .filter(([field]) => field !== 'id' && field !== 'version')
    .map(([field, p]) => {
      const type = columnType(p)
      const ts =
        p.default !== undefined ? `Generated<${type}>` : required.has(field) ? type : `${type} | null`
      return `  /** \`${field}\` */\n  ${columnOfProperty(field, p)}: ${ts}`
    })
  return [
    "/** The columns of the event schema's fields (snake_case, a reference's id, `x-column`). */",
    'export interface EventColumns {',
    ...lines,
    '}',
    '',
  ].join('\n')
}
