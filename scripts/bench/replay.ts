/**
 * The yardstick of each bench case: the statements one real request of that case sent (captured
 * by capture-hook.ts) replayed straight at PostgreSQL, in order, over `connections` connections for
 * the same duration. Same texts, statement names and parameters as sent, same protocol (pg picks
 * the simple protocol for a statement without parameters, the extended one otherwise), so what the
 * replay leaves out is exactly the server's own work per request.
 */
import { createRequire } from 'node:module'
import pg from 'pg'
import { percentile } from './metrics.js'

export interface CapturedStatement {
  text: string
  /** pg's prepared-statement name, when the server names its statements. */
  name?: string
  /** Parameters as pg sends them: text, null, or base64 for binary values. */
  values?: (string | null | { base64: string })[]
}

const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => string | null | Buffer
}

/** The parameters the way pg puts them on the wire (dates, arrays and JSON already as text). */
export function toWireValues(values: unknown[] | undefined): CapturedStatement['values'] {
  if (!values) return undefined
  return values.map((v) => {
    const wire = prepareValue(v)
    return Buffer.isBuffer(wire) ? { base64: wire.toString('base64') } : wire
  })
}

function fromWire(values: CapturedStatement['values']) {
  return values?.map((v) => (v !== null && typeof v === 'object' ? Buffer.from(v.base64, 'base64') : v))
}

export interface ReplayResult {
  /** Whole statement sequences (one request's worth) completed per second. */
  perSec: number
  p50: number
  p99: number
  errors: number
}

export async function replay(
  databaseUrl: string,
  statements: CapturedStatement[],
  connections: number,
  durationS: number,
): Promise<ReplayResult> {
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const c = new pg.Client({ connectionString: databaseUrl })
      c.on('error', () => undefined)
      await c.connect()
      return c
    }),
  )
  const queries = statements.map((s) => ({ text: s.text, name: s.name, values: fromWire(s.values) }))
  const latencies: number[] = []
  let errors = 0
  const started = performance.now()
  const end = started + durationS * 1000
  try {
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < end) {
          const t0 = performance.now()
          try {
            for (const q of queries) await client.query(q)
            latencies.push(performance.now() - t0)
          } catch {
            errors++
            await client.query('rollback').catch(() => undefined)
          }
        }
      }),
    )
  } finally {
    await Promise.all(clients.map((c) => c.end().catch(() => undefined)))
  }
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    perSec: Math.round(latencies.length / seconds),
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    errors,
  }
}
