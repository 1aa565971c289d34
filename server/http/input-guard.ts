import type { FastifyInstance, FastifyRequest } from 'fastify'
import { badRequest, fieldError, type FieldError } from './errors.js'
import { isWireDate, looksLikeWireDate } from '../../common/wire-dates.js'

/** Deeper than any body of the API; a deeper one is an attack on the stack, not data. */
const MAX_DEPTH = 32
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const DIGITS = /^-?\d+$/

/** Text PostgreSQL cannot store (NUL) or that is not Unicode (a lone UTF-16 half). */
export const badText = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s)

/**
 * The first problem of one value, or undefined: text the database refuses, a wire date that is no
 * real date, a number beyond what ids and amounts can be (JSON's 1e309 is Infinity, a bigint id
 * loses digits past 2^53), nesting past MAX_DEPTH. `digitIds` also checks digit strings (path ids).
 */
function problem(value: unknown, depth: number, digitIds: boolean): string | undefined {
  if (typeof value === 'string') {
    if (badText(value)) return 'error.invalidValue'
    if (looksLikeWireDate(value) && !isWireDate(value)) return 'error.invalidDate'
    if (digitIds && DIGITS.test(value) && !Number.isSafeInteger(Number(value))) return 'error.invalidValue'
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value)))
      return 'error.invalidValue'
  }
  if (depth > MAX_DEPTH && value && typeof value === 'object') return 'error.invalidValue'
  return undefined
}

function collect(value: unknown, field: string, depth: number, digitIds: boolean, out: FieldError[]) {
  if (out.length >= 20) return
  const key = problem(value, depth, digitIds)
  if (key) {
    out.push(fieldError(field, key))
    return
  }
  if (!value || typeof value !== 'object') return
  const entries = Array.isArray(value)
    ? value.map((v, i) => [`[${i}]`, v] as const)
    : Object.entries(value).map(([k, v]) => [k, v] as const)
  for (const [k, v] of entries) {
    const path = k.startsWith('[') ? `${field}${k}` : field ? `${field}.${k}` : k
    if (badText(k)) out.push(fieldError(path, 'error.invalidValue'))
    else collect(v, path, depth + 1, digitIds, out)
  }
}

export function inputErrors(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): FieldError[] {
  const out: FieldError[] = []
  collect(request.params, '', 0, true, out)
  collect(request.query, '', 0, false, out)
  collect(request.body, '', 0, false, out)
  return out
}

/**
 * Checks every request's params, query and body (after parsing and schema coercion) for input no
 * handler should see, whatever its route: one place instead of a check per route, so a route
 * added later is covered too. Answers 400 in the error shape, naming the field.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    const errors = inputErrors(request)
    if (errors.length) throw badRequest(errors)
  })
}
