import type { FastifyInstance } from 'fastify'
import { withTenant } from '../db/tenant.js'
import type { LocalPort } from '../db/types.js'
import { badRequest, fieldError } from '../http/errors.js'
import { portsFor, type Ports } from './adapters.js'
import { callPort } from './call-port.js'

export interface IntegrationJob {
  tenantId: number | null
  /** JSON the handler checks before use. */
  payload: any
  reference: string
  /** The queue's run count (1 first); a call outside the queue counts as its only attempt. */
  attempt?: number
  maxAttempts?: number
}
export type IntegrationContext = { app: FastifyInstance; job: IntegrationJob }
export type IntegrationTask = (ctx: IntegrationContext) => Promise<void>
/** What a domain does with the party's answer (store a confirmation id…), in its own transaction. */
export type ResultHook = (ctx: IntegrationContext, result: unknown) => Promise<void>
/** What a domain does when the last attempt of a call failed (mark its record), in its own transaction. */
export type FailureHook = (ctx: IntegrationContext, error: Error) => Promise<void>

const need = (ok: unknown, field: string) => {
  if (!ok) throw badRequest([fieldError(field, 'error.required')])
}
const str = (v: unknown) => typeof v === 'string' && v.trim() !== ''

interface TaskSpec {
  port: LocalPort
  operation: (p: IntegrationJob['payload']) => string
  check: (p: IntegrationJob['payload']) => void
  reference: (p: IntegrationJob['payload']) => string | null
  run: (ports: Ports, p: IntegrationJob['payload']) => Promise<unknown>
}

const specs: Record<string, TaskSpec> = {
  'channel.reserve': {
    port: 'channel',
    operation: (p) => (p.confirmationId ? 'modifyReservation' : 'createReservation'),
    check: (p) => need(p?.reservation && Array.isArray(p.reservation.rooms), 'reservation'),
    reference: (p) => p.confirmationId ?? String(p.reservation.reference ?? ''),
    run: (ports, p) =>
      p.confirmationId
        ? ports.channel.modifyReservation(p.confirmationId, p.reservation)
        : ports.channel.createReservation(p.reservation),
  },
  'channel.cancel': {
    port: 'channel',
    operation: () => 'cancelReservation',
    check: (p) => need(str(p?.confirmationId), 'confirmationId'),
    reference: (p) => p.confirmationId,
    run: (ports, p) => ports.channel.cancelReservation(p.confirmationId),
  },
  'esign.send': {
    port: 'esign',
    operation: () => 'send',
    check: (p) => (
      need(p?.document, 'document'),
      need(Array.isArray(p.signers) && p.signers.length, 'signers')
    ),
    reference: (p) => String(p.document.reference ?? ''),
    run: (ports, p) => ports.esign.send(p),
  },
  'esign.status': {
    port: 'esign',
    operation: () => 'status',
    check: (p) => need(str(p?.envelopeId), 'envelopeId'),
    reference: (p) => p.envelopeId,
    run: (ports, p) => ports.esign.status(p.envelopeId),
  },
  'esign.cancel': {
    port: 'esign',
    operation: () => 'cancel',
    check: (p) => need(str(p?.envelopeId), 'envelopeId'),
    reference: (p) => p.envelopeId,
    run: (ports, p) => ports.esign.cancel(p.envelopeId),
  },
  'billing.sendAccount': {
    port: 'billing',
    operation: () => 'sendAccount',
    check: (p) => (need(Number.isInteger(p?.eventId), 'eventId'), need(Array.isArray(p.items), 'items')),
    reference: (p) => `event ${p.eventId}`,
    run: (ports, p) => ports.billing.sendAccount(p),
  },
  'pms.sendEvent': {
    port: 'pms',
    operation: () => 'sendEvent',
    check: (p) => need(Number.isInteger(p?.eventId), 'eventId'),
    reference: (p) => `event ${p.eventId}`,
    run: (ports, p) => ports.pms.sendEvent(p),
  },
  'pms.cancelEvent': {
    port: 'pms',
    operation: () => 'cancelEvent',
    check: (p) => need(str(p?.pmsId), 'pmsId'),
    reference: (p) => p.pmsId,
    run: (ports, p) => ports.pms.cancelEvent(p.pmsId),
  },
}

/**
 * The job handlers of the integrations, for `app.jobs.register(task, handler)`: each picks the
 * establishment's adapter and calls the party through callPort (which logs it). A failure throws
 * the spec §8 AppError, so the queue retries it and finally marks the job dead.
 */
export function integrationTasks(
  hooks: Partial<Record<string, ResultHook>> = {},
  failureHooks: Partial<Record<string, FailureHook>> = {},
): Record<string, IntegrationTask> {
  return Object.fromEntries(
    Object.entries(specs).map(([task, spec]) => [
      task,
      async (ctx: IntegrationContext) => {
        const { app, job } = ctx
        const tenantId = job.tenantId
        if (!tenantId) throw new Error(`${task} needs a tenant (job ${job.reference})`)
        spec.check(job.payload)
        const db = app.database.db
        const ports = await withTenant(db, tenantId, (trx) => portsFor(trx, tenantId, db))
        const call = {
          tenantId,
          port: spec.port,
          operation: spec.operation(job.payload),
          request: job.payload,
          reference: spec.reference(job.payload),
        }
        const result = await callPort(app, call, () => spec.run(ports, job.payload)).catch(
          async (err: Error) => {
            if ((job.attempt ?? 1) >= (job.maxAttempts ?? 1)) await failureHooks[task]?.(ctx, err)
            throw err
          },
        )
        await hooks[task]?.(ctx, result)
      },
    ]),
  )
}
