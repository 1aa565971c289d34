import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError, TooManyRequests, ajvToFieldErrors, type ErrorBody } from './errors.js'
import { isDatabaseUnavailable } from './database-unavailable.js'

const statusKeys: Record<number, string> = {
  400: 'error.invalidValue',
  401: 'auth.unauthorized',
  403: 'error.forbidden',
  404: 'error.notFound',
  405: 'error.methodNotAllowed',
  409: 'error.conflict',
  413: 'error.payloadTooLarge',
  415: 'error.unsupportedMediaType',
  429: 'error.tooManyRequests',
}

/**
 * PostgreSQL's "data exception" codes for values it cannot take: invalid text representation,
 * numeric out of range, datetime overflow, character not in repertoire, invalid datetime format,
 * untranslatable character, NUL in text.
 */
const badDataCodes = new Set(['22P02', '22003', '22008', '22021', '22007', '22P05', '22000'])

/**
 * Fastify's own 400s that come before any route (a path that is not valid percent-encoded UTF-8):
 * the same error shape as every other 400.
 */
export const frameworkErrors = (err: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
  reply.status(400).send({
    status: 400,
    message: 'error.invalidValue',
    errors: [],
    developerMessage: err.message,
  } satisfies ErrorBody)

/** Every failure leaves the server in DESIGN.md's error shape; a bug is a 500 without its stack. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof TooManyRequests) reply.header('retry-after', String(err.retryAfter))
    if (err instanceof AppError) return reply.status(err.status).send(err.toBody())

    const fe = err as FastifyError
    if (fe.validation) {
      const prefix = fe.validationContext === 'body' ? '' : (fe.validationContext ?? '')
      const errors = ajvToFieldErrors(fe.validation as never, prefix === 'querystring' ? '' : prefix)
      const body: ErrorBody = { status: 400, message: errors[0]?.message ?? 'error.invalidValue', errors }
      return reply.status(400).send(body)
    }

    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable')
      const body: ErrorBody = { status: 503, message: 'error.databaseUnavailable', errors: [] }
      return reply.status(503).header('retry-after', '5').send(body)
    }

    // Last resort: input the guards missed but PostgreSQL refused as data (not a bug of ours).
    if (badDataCodes.has(String((err as { code?: unknown }).code))) {
      request.log.warn({ err }, 'bad input refused by the database')
      return reply
        .status(400)
        .send({ status: 400, message: 'error.invalidValue', errors: [] } satisfies ErrorBody)
    }

    const status = fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500 ? fe.statusCode : 500
    if (status === 500) request.log.error({ err }, 'unhandled error')
    const body: ErrorBody = {
      status,
      message: statusKeys[status] ?? 'error.internal',
      errors: [],
      developerMessage: status === 500 ? undefined : fe.message,
    }
    return reply.status(status).send(body)
  })
}
