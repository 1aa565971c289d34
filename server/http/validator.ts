import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler'
import type { ErrorObject } from 'ajv'

type Check = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null }
type Route = { schema: object; httpPart?: string; method?: string; url?: string }
type Build = (route: Route) => Check
type Pool = Parameters<BuildCompilerFromPool>

/**
 * Decimal text as the browser writes a number in a path or a query: no hexadecimal (`0x10`), no
 * exponent (`1e1`), no spaces or sign (`+16`), no leading zeros (`016` — refused rather than read
 * as 16, so one number has one spelling). Ajv's own coercion takes all of these (`x == +x`).
 */
const DECIMAL_INTEGER = /^-?(0|[1-9]\d*)$/
const DECIMAL_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?$/

const typesOf = (schema: unknown): string[] => {
  const t = (schema as { type?: unknown } | null)?.type
  return Array.isArray(t) ? (t as string[]) : typeof t === 'string' ? [t] : []
}

/** Whether `value` (text, before coercion) may become the number its schema declares. */
function decimalProblem(schema: unknown, value: unknown): boolean {
  const types = typesOf(schema)
  if (Array.isArray(value) && types.includes('array'))
    return value.some((v) => decimalProblem((schema as { items?: unknown }).items, v))
  if (typeof value !== 'string' || types.includes('string')) return false
  if (types.includes('integer')) return !DECIMAL_INTEGER.test(value)
  if (types.includes('number')) return !DECIMAL_NUMBER.test(value)
  return false
}

/**
 * Wraps a path's or query's validator: a number declared there must be written in decimal, else
 * the part is refused naming the field (the error handler maps it like Ajv's own `type` error).
 */
export function strictDecimal(schema: object, check: Check): Check {
  const properties = (schema as { properties?: Record<string, unknown> }).properties ?? {}
  const wrapped: Check = (data) => {
    const errors: ErrorObject[] = []
    for (const [name, value] of Object.entries((data ?? {}) as Record<string, unknown>)) {
      if (name in properties && decimalProblem(properties[name], value))
        errors.push({
          instancePath: `/${name}`,
          schemaPath: `#/properties/${name}/type`,
          keyword: 'type',
          params: { type: typesOf(properties[name]).join(',') },
          message: 'must be a decimal number',
        })
    }
    if (errors.length) {
      wrapped.errors = errors
      return false
    }
    const ok = check(data)
    wrapped.errors = check.errors
    return ok
  }
  return wrapped
}

/**
 * Fastify's validator factory (schemaController.compilersFactory): a body is checked as JSON sent
 * it — `true` is no number, `12` no text — while a path, query or header, text by nature, is
 * coerced to the declared type, strictly from decimal (issue 49, 4).
 */
function buildRouteValidator(externalSchemas: Pool[0], ajvOption: Pool[1] = {}) {
  const compilers = AjvCompiler()
  const options = (coerceTypes: false | 'array') =>
    ({ ...ajvOption, mode: undefined, customOptions: { ...ajvOption.customOptions, coerceTypes } }) as Pool[1]
  // The pool's typings take a schema; Fastify calls what it returns with the route ({schema, httpPart}).
  const forBody = compilers(externalSchemas, options(false)) as unknown as Build
  const forText = compilers(externalSchemas, options('array')) as unknown as Build
  return (route: Route): Check =>
    route.httpPart === 'body'
      ? forBody(route)
      : route.httpPart === 'headers'
        ? forText(route)
        : strictDecimal(route.schema, forText(route))
}
export const buildValidator = buildRouteValidator as unknown as BuildCompilerFromPool
