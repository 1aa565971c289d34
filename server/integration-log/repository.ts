import { sql, type Transaction } from 'kysely'
import type { Database, IntegrationLogTable } from '../db/types.js'
import { pageOf } from '../http/page.js'

type Trx = Transaction<Database>

export const INTEGRATIONS = ['CHANNEL', 'SIGNATURE', 'PMS', 'BILLING', 'WEBHOOK'] as const
export const STATUSES = ['SUCCESS', 'ERROR'] as const
export type Integration = IntegrationLogTable['integration']
export type IntegrationStatus = IntegrationLogTable['status']

export interface IntegrationLogEntry {
  integration: Integration
  /** What was attempted, e.g. `reservation.send` (≤ 100 characters). */
  operation: string
  status: IntegrationStatus
  /** What it was about: an event id, a channel GUID… (≤ 100 characters). */
  reference?: string | null
  /** The party's answer or our reading of it (cut at 2,000 characters). */
  message?: string
  request?: unknown
  response?: unknown
  /** The party's GUID for the call, shown beside "Channel Error" (spec event-domain §8). */
  guid?: string | null
  durationMs?: number | null
}

/**
 * The one way the integration ports write their log (spec §1: integrations appear to users as
 * labels, errors and logs). Runs in the caller's tenant transaction, so a log row and the work it
 * describes commit together; a failed call that rolls back should log through its own transaction.
 */
export async function logIntegration(trx: Trx, tenantId: number, e: IntegrationLogEntry): Promise<number> {
  const row = await trx
    .insertInto('integration_log')
    .values({
      tenant_id: tenantId,
      integration: e.integration,
      operation: e.operation.slice(0, 100),
      status: e.status,
      reference: e.reference?.slice(0, 100) ?? null,
      message: (e.message ?? '').slice(0, 2000),
      request: e.request === undefined ? null : JSON.stringify(e.request),
      response: e.response === undefined ? null : JSON.stringify(e.response),
      guid: e.guid?.slice(0, 60) ?? null,
      duration_ms: e.durationMs ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export interface LogQuery {
  page: number
  size: number
  desc: boolean
  search?: string
  integration?: Integration
  status?: IntegrationStatus
  /** Inclusive days, `YYYY-MM-DD`. */
  from?: string
  to?: string
}

const columns = [
  'id',
  'integration',
  'operation',
  'status',
  'reference',
  'message',
  'date_hour as dateHour',
  'guid',
  'duration_ms as durationMs',
] as const

/** A page of the log, newest first unless asked otherwise; the search looks in operation, reference and message. */
export async function listLog(trx: Trx, q: LogQuery) {
  let base = trx.selectFrom('integration_log')
  if (q.integration) base = base.where('integration', '=', q.integration)
  if (q.status) base = base.where('status', '=', q.status)
  if (q.from) base = base.where(sql<boolean>`date_hour >= ${q.from}::date`)
  if (q.to) base = base.where(sql<boolean>`date_hour < ${q.to}::date + 1`)
  const term = q.search?.trim().toLowerCase()
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    base = base.where(sql`lower(operation || ' ' || coalesce(reference, '') || ' ' || message)`, 'like', like)
  }
  const [rows, count] = await Promise.all([
    base
      .select(columns)
      .orderBy('id', q.desc ? 'desc' : 'asc')
      .limit(q.size)
      .offset(q.page * q.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return pageOf(rows, Number(count.n), q.page, q.size)
}

/** One row with what was sent and received (the list leaves those out). */
export function readLog(trx: Trx, id: number) {
  return trx
    .selectFrom('integration_log')
    .select([...columns, 'request', 'response'])
    .where('id', '=', id)
    .executeTakeFirst()
}
