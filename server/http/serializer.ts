import fastJsonStringify from 'fast-json-stringify'

/**
 * Marks a route's answer schema as the document's only. fast-json-stringify writes the schema's
 * properties first and in the schema's order, then the others, cuts 1.5 to 1 in an `integer`
 * field and turns a number in a `string` field into text (issue 32): the answers these schemas
 * describe are records whose keys come in jsonb's or the handler's order, with labels and fields
 * the schema does not list, so they are written with JSON.stringify, as before the schemas
 * moved onto the routes. A schema without the mark is serialized by fast-json-stringify.
 */
export const DOCUMENT_ONLY = 'x-document-only'

const stringify = (data: unknown) => JSON.stringify(data)

/** Fastify's serializer factory (schemaController.compilersFactory), fast-json-stringify unless marked. */
export function buildSerializer(externalSchemas: unknown, serializerOpts: object = {}) {
  const options = { ...serializerOpts, schema: externalSchemas as Record<string, object> }
  return ({ schema: given }: { schema?: unknown }) => {
    const schema = (given ?? {}) as Record<string, unknown>
    if (schema[DOCUMENT_ONLY]) return stringify
    // As @fastify/fast-json-stringify-compiler: a schema that is also shared is not its own external.
    const own = typeof schema.$id === 'string' && options.schema?.[schema.$id]
    const schemas = own ? { ...options.schema } : options.schema
    if (own) delete schemas[schema.$id as string]
    return fastJsonStringify(schema as never, { ...options, schema: schemas as never })
  }
}
