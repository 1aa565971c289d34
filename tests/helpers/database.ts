import crypto from 'node:crypto'
import fs from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../server/db/connection.js'

export type TestDbKind = 'pglite' | 'postgres'

export const testDbKind = (): TestDbKind => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite')

function withDatabase(url: string, name: string) {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

export type TestDbStart = 'empty' | 'migrated' | 'seeded' | 'demo'

/**
 * The run's template of that state (tests/setup/api-databases.ts), when there is one for `kind`.
 * The demo template is still being made while the first files run: its file says when it is ready.
 */
async function template(kind: TestDbKind, start: TestDbStart) {
  if (start === 'empty') return undefined
  const templates = inject('databaseTemplates')
  if (templates?.kind !== kind) return undefined
  if (start !== 'demo') return templates[start]
  const until = Date.now() + 840_000
  while (!fs.existsSync(templates.demoReady)) {
    if (Date.now() > until)
      throw new Error('the demo template was not ready after 14 minutes (the test files wait 15)')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const state = fs.readFileSync(templates.demoReady, 'utf8')
  if (state !== 'ready') throw new Error(`the demo template could not be made: ${state}`)
  return templates.demo
}

/**
 * A fresh database for one test file: an in-memory PGlite (its own child process), or a new
 * database on TEST_DATABASE_URL's server that is dropped afterwards. Files run in parallel.
 * `migrated`, `seeded` and `demo` start from the run's template when the API projects' global setup made
 * one; `seeded` says whether it did (otherwise the caller migrates and seeds as before).
 */
export async function createTestDatabase(
  kind: TestDbKind = testDbKind(),
  start: TestDbStart = 'empty',
): Promise<DatabaseHandle & { fromTemplate: boolean }> {
  const from = await template(kind, start)
  if (kind === 'pglite')
    return { ...(await openDatabase({ dataDir: 'memory://', snapshot: from })), fromTemplate: !!from }
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `eventdesk_test_${crypto.randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(from ? `CREATE DATABASE ${name} TEMPLATE ${from}` : `CREATE DATABASE ${name}`)
  await admin.end()
  const handle = await openDatabase({
    databaseUrl: withDatabase(adminUrl, name),
    dataDir: 'memory://',
    poolSize: 30,
  })
  const close = handle.close
  handle.close = async () => {
    await close()
    const drop = new pg.Client({ connectionString: adminUrl })
    await drop.connect()
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await drop.end()
  }
  return { ...handle, fromTemplate: !!from }
}
