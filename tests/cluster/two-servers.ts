import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { startHaProxy, type HaProxy } from '../helpers/haproxy.js'
import { createServerDatabase } from '../helpers/server-database.js'
import { spawnServer, type ServerProcess } from '../helpers/server-process.js'

export interface TwoServers {
  a: ServerProcess
  b: ServerProcess
  proxy: HaProxy
  /** The servers' database, as its owner (for counting what was written). */
  sql: pg.Pool
  tenantId: number
  close(): Promise<void>
}

/**
 * A fresh PostgreSQL database with the demo tenants and admin, two servers on it (each its own
 * DATA_DIR, one shared FILES_DIR, as two hosts with a network folder) and HAProxy in front.
 */
export async function startTwoServers(): Promise<TwoServers> {
  const database = await createServerDatabase()
  const started: { stop(): Promise<unknown> }[] = []
  const dirs: string[] = []
  const dir = (name: string) => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), `eventdesk-cluster-${name}-`))
    dirs.push(d)
    return d
  }
  const sql = new pg.Pool({ connectionString: database.url, max: 2 })
  const close = async () => {
    for (const s of started.reverse()) await s.stop()
    await sql.end()
    await database.drop()
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true })
  }
  try {
    const filesDir = dir('files')
    // The failover's four writers on one token send more than the default 1,200 a minute; the
    // limiter still runs, with quotas these tests never reach (its own tests: rate-limit*.test.ts).
    const limits = { RATE_LIMIT_TOKEN: '1000000', RATE_LIMIT_TENANT: '1000000' }
    const env = (name: string) => ({ ...database.env, ...limits, DATA_DIR: dir(name), FILES_DIR: filesDir })
    const [a, b] = await Promise.all([spawnServer(env('a')), spawnServer(env('b'))])
    started.push(a, b)
    await Promise.all([a.healthy(), b.healthy()])
    const proxy = await startHaProxy([a, b])
    started.push(proxy)
    const { rows } = await sql.query<{ id: number }>(`select id from tenant where code = 'DEMO'`)
    return { a, b, proxy, sql, tenantId: rows[0].id, close }
  } catch (err) {
    await close()
    throw err
  }
}
