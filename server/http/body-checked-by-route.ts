import Ajv from 'ajv'
import { strictDecimal } from './validator.js'

// Query strings and params are coerced like Fastify's own, from decimal text only.
const paramsAjv = new Ajv({ coerceTypes: true, useDefaults: true, allErrors: true, strict: false })

/**
 * A route's validator where the handler checks the body itself (the registry engine, an item's
 * write path, a multipart upload): the body schema describes it in the document, and path and
 * query are checked as everywhere.
 */
export const bodyCheckedByRoute = ({ schema, httpPart }: { schema: object; httpPart?: string }) =>
  httpPart === 'body' ? () => true : strictDecimal(schema, paramsAjv.compile(schema))
