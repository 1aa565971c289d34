import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase } from '../../server/db/connection.js'
import { migrateToLatest } from '../../server/db/migrate.js'
import { demoAccounts, seedAccounts } from '../../server/seed/accounts.js'
import { demoTenants, seedTenants } from '../../server/seed/tenants.js'
import { testDbKind } from './database.js'

export interface ServerDatabase {
  /** What a spawned server needs to use it (DATA_DIR, DATABASE_URL). */
  env: Record<string, string>
  /** PostgreSQL URL of it (unset for PGlite). */
  url?: string
  dataDir: string
  /** Removes the folder, drops the database. */
  drop(): Promise<void>
}

const withName = (url: string, name: string) => {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

export async function adminQuery(text: string, values: unknown[] = []) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await admin.connect()
  try {
    return await admin.query(text, values)
  } finally {
    await admin.end()
  }
}

/**
 * A migrated database with the demo tenants and their admin (no demo registries or events)
 * for a server process the test spawns: a PGlite DATA_DIR, or a dedicated database on
 * TEST_DATABASE_URL's server, as the project says.
 */
export async function createServerDatabase(): Promise<ServerDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-server-'))
  let url: string | undefined
  let name: string | undefined
  if (testDbKind() === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set')
    name = `eventdesk_test_${crypto.randomBytes(6).toString('hex')}`
    await adminQuery(`CREATE DATABASE ${name}`)
    url = withName(adminUrl, name)
  }
  const handle = await openDatabase({ databaseUrl: url, dataDir })
  try {
    await migrateToLatest(handle.db)
    // Only the tenants and the Demo Hotel admin: the registries' demo rows are not needed.
    await seedAccounts(
      handle.db,
      await seedTenants(handle.db, demoTenants),
      demoAccounts.filter((a) => a.email === 'admin@demo.test'),
    )
  } finally {
    await handle.close()
  }
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url ?? '', SEED: 'none', STATIC_DIR: '/nonexistent' },
    url,
    dataDir,
    async drop() {
      fs.rmSync(dataDir, { recursive: true, force: true })
      if (name) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}
