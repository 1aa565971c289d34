import type { ErrorObject } from 'ajv'
import type { ErrorBody, FieldError } from '../../common/error-body.js'

export type { ErrorBody, FieldError }

/**
 * An answer the server means to give (a 4xx, or a 5xx it chose). A 4xx is the user's input, not a
 * bug: its stack is never logged or sent, and capturing one is most of the cost of a refusal (a
 * ticket rush answers hundreds of 409s a second), so it is not captured.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly errors: FieldError[] = [],
    readonly developerMessage?: string,
    /** Extra fields a client can use (e.g. the dependencies that block a delete). */
    readonly details?: Record<string, unknown>,
  ) {
    const stackFrames = Error.stackTraceLimit
    if (status < 500) Error.stackTraceLimit = 0
    super(key)
    Error.stackTraceLimit = stackFrames
  }

  toBody(): ErrorBody {
    return {
      status: this.status,
      message: this.key,
      errors: this.errors,
      developerMessage: this.developerMessage,
      ...this.details,
    }
  }
}

/** A 429: `Retry-After` (seconds) tells the client when to try again (error-handler.ts sends it). */
export class TooManyRequests extends AppError {
  constructor(
    key: string,
    readonly retryAfter: number,
    errors: FieldError[] = [],
    details?: Record<string, unknown>,
  ) {
    super(429, key, errors, undefined, details)
  }
}

export const fieldError = (field: string, message: string): FieldError => ({ field, message, target: field })

export const badRequest = (errors: FieldError[], key = errors[0]?.message ?? 'error.invalidValue') =>
  new AppError(400, key, errors)
export const unauthorized = (key = 'auth.unauthorized', developerMessage?: string) =>
  new AppError(401, key, [], developerMessage)
export const forbidden = (key = 'error.forbidden') => new AppError(403, key)
export const notFound = (key = 'error.notFound') => new AppError(404, key)
export const conflict = (key: string, errors: FieldError[] = []) => new AppError(409, key, errors)

const keywordKeys: Record<string, string> = {
  required: 'error.required',
  maxLength: 'error.maxLength',
  minLength: 'error.minLength',
  maxItems: 'error.maxItems',
  minItems: 'error.minItems',
  minimum: 'error.minimum',
  exclusiveMinimum: 'error.minimum',
  maximum: 'error.maximum',
  exclusiveMaximum: 'error.maximum',
  additionalProperties: 'error.unknownField',
  'x-unique-items': 'error.repeatedInList',
}

const dateFormats = new Set(['date', 'local-date-time'])

/** `/a/0/b` → `a[0].b`, the path shape the app uses to put an error on its field. */
export function pointerToField(pointer: string): string {
  return pointer
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((acc, part) => (/^\d+$/.test(part) ? `${acc}[${part}]` : acc ? `${acc}.${part}` : part), '')
}

/** Maps ajv errors (ours or Fastify's) to field errors with locale keys. */
export function ajvToFieldErrors(errors: ErrorObject[] | null | undefined, prefix = ''): FieldError[] {
  const out: FieldError[] = []
  const seen = new Set<string>()
  for (const e of errors ?? []) {
    let field = pointerToField(e.instancePath)
    if (e.keyword === 'required') {
      const missing = String((e.params as { missingProperty: string }).missingProperty)
      field = field ? `${field}.${missing}` : missing
    } else if (e.keyword === 'additionalProperties') {
      const extra = String((e.params as { additionalProperty: string }).additionalProperty)
      field = field ? `${field}.${extra}` : extra
    }
    if (prefix) field = field ? `${prefix}.${field}` : prefix
    const message =
      e.keyword === 'format' && dateFormats.has(String(e.params.format))
        ? 'error.invalidDate'
        : (keywordKeys[e.keyword] ?? 'error.invalidValue')
    const id = `${field}|${message}`
    if (seen.has(id)) continue
    seen.add(id)
    out.push(fieldError(field, message))
  }
  return out
}
