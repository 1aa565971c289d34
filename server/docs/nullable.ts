type Schema = Record<string, unknown>

/** A property that may also be null, as JSON Schema 2020-12 (OpenAPI 3.1) says it. */
function orNull(p: Schema): Schema {
  if (p.enum || p.const !== undefined || !p.type) return { anyOf: [p, { type: 'null' }] }
  const types = [p.type].flat() as string[]
  return types.includes('null') ? p : { ...p, type: [...types, 'null'] }
}

/**
 * A record schema as the document shows it: a property the schema does not require may be null.
 * Answers carry null for a field never given (a column left empty, a reference not chosen), and a
 * body's null means "not informed" (registries/validate.ts drops it before validating), so both
 * directions are described truly. A copy: the server's validators keep their own schema.
 */
export function optionalMayBeNull(schema: Schema): Schema {
  const props = schema.properties as Record<string, Schema> | undefined
  if (!props) return schema
  const required = new Set((schema.required as string[] | undefined) ?? [])
  const properties = Object.fromEntries(
    Object.entries(props).map(([k, p]) => [k, required.has(k) ? p : orNull(p)]),
  )
  return { ...schema, properties }
}
