import type { FastifyInstance } from 'fastify'
import type { LocalPort } from '../db/types.js'
import { withTenant } from '../db/tenant.js'
import { AppError } from '../http/errors.js'
import { logIntegration, type IntegrationLogEntry } from '../integration-log/repository.js'
import { failureKeys, logName, notFoundKeys } from './failure-keys.js'
import { PartyError } from './party-error.js'

export interface PortCall {
  tenantId: number
  port: LocalPort
  /** The port method, e.g. `createReservation`; also the log's operation. */
  operation: string
  request: unknown
  /** What the call is about (event id, confirmation id…), shown in the log. */
  reference?: string | null
  /** A GUID known before the call (a retry of the same reservation). */
  guid?: string | null
  /** A remote party that does not answer within this is a TIMEOUT (default 30 s). */
  timeoutMs?: number
}

const statusOf = { ERROR: 503, TIMEOUT: 503, REJECT: 409, NOT_FOUND: 404, INVALID: 400 } as const

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_r, reject) => {
    timer = setTimeout(() => reject(new PartyError('TIMEOUT', `no answer in ${ms} ms`)), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

/** The spec §8 error for a failed call: channel errors carry "Channel Error" and the GUID, the others start with "[". */
export function toAppError(
  call: PortCall,
  e: unknown,
): { error: AppError; partyMessage: string; guid: string | null } {
  if (e instanceof AppError)
    return { error: e, partyMessage: e.developerMessage ?? e.key, guid: call.guid ?? null }
  const p = e instanceof PartyError ? e : new PartyError('ERROR', e instanceof Error ? e.message : String(e))
  const guid = p.guid ?? call.guid ?? null
  const key =
    p.key ??
    (p.failure === 'TIMEOUT'
      ? 'integration.timeout'
      : p.failure === 'NOT_FOUND'
        ? notFoundKeys[call.port]
        : (failureKeys[call.port][call.operation] ?? 'integration.failed'))
  const developerMessage =
    call.port === 'channel'
      ? `Channel Error: ${p.partyMessage} | GUID: ${guid ?? '-'}`
      : `[${logName[call.port]}] ${p.partyMessage}`
  const error = new AppError(statusOf[p.failure], key, [], developerMessage, {
    integration: logName[call.port],
    partyMessage: p.partyMessage,
    guid,
  })
  return { error, partyMessage: p.partyMessage, guid }
}

const guidOf = (v: unknown) =>
  v && typeof v === 'object' && typeof (v as { guid?: unknown }).guid === 'string'
    ? (v as { guid: string }).guid
    : null

/**
 * Every port call goes through here: it times the call and writes the integration log in its OWN
 * tenant transaction, success or failure, so a caller that rolls back keeps the log row and the
 * admins' bell shows the error. Failures come back as the spec §8 AppError.
 */
export async function callPort<T>(app: FastifyInstance, call: PortCall, fn: () => Promise<T>): Promise<T> {
  const started = performance.now()
  const write = async (
    entry: Omit<IntegrationLogEntry, 'integration' | 'operation' | 'request' | 'reference'>,
  ) => {
    const full = {
      ...entry,
      integration: logName[call.port],
      operation: call.operation,
      request: call.request,
      reference: call.reference ?? null,
      durationMs: Math.round(performance.now() - started),
    }
    try {
      await withTenant(app.database.db, call.tenantId, (trx) => logIntegration(trx, call.tenantId, full))
    } catch (err) {
      // A log that cannot be written must not turn the party's answer into a failure.
      app.log.error(
        { err, call: { port: call.port, operation: call.operation } },
        'integration log write failed',
      )
    }
  }
  let response: T
  try {
    response = await withTimeout(fn(), call.timeoutMs ?? 30_000)
  } catch (e) {
    const { error, partyMessage, guid } = toAppError(call, e)
    await write({ status: 'ERROR', message: `${error.key}: ${partyMessage}`, response: error.toBody(), guid })
    throw error
  }
  await write({ status: 'SUCCESS', message: 'OK', response, guid: guidOf(response) ?? call.guid ?? null })
  return response
}
