import crypto from 'node:crypto'
import pg from 'pg'
import { openDatabase, type DatabaseHandle } from '../../server/db/connection.js'

export type TestDbKind = 'pglite' | 'postgres'

export const testDbKind = (): TestDbKind => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite')

function withDatabase(url: string, name: string) {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

/**
 * A fresh, empty database for one test file: an in-memory PGlite (its own child process), or a
 * new database on TEST_DATABASE_URL's server that is dropped afterwards. Files run in parallel.
 */
export async function createTestDatabase(kind: TestDbKind = testDbKind()): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ dataDir: 'memory://' })
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `eventdesk_test_${crypto.randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
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
  return handle
}
