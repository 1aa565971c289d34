/**
 * Global setup of the API projects: builds two template databases once per run, one migrated
 * and one migrated with the demo seed, so each test file copies one (CREATE DATABASE … TEMPLATE on
 * PostgreSQL, a PGlite dump loaded into its child) instead of migrating and seeding afresh. Both
 * are made the way createTestApp made every file's database: buildApp on it, then seedDemo.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { buildApp } from '../../server/app.js'
import { loadConfig } from '../../server/config.js'
import { openDatabase, type DatabaseHandle } from '../../server/db/connection.js'
import { seedDemo } from '../../server/seed/index.js'

export interface DatabaseTemplates {
  kind: 'pglite' | 'postgres'
  /** PGlite: dump files; PostgreSQL: database names. */
  migrated: string
  seeded: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates
  }
}

let cleanup: (() => Promise<void>) | undefined

/** The seed writes with the app's registered rules and listeners, so it runs on a built app. */
async function prepare(database: DatabaseHandle, seeded: boolean) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-template-'))
  const config = { ...loadConfig({}), dataDir, staticDir: '/nonexistent', seed: 'none' as const }
  const app = await buildApp({ ...config, logLevel: 'silent' }, { database, logger: false })
  if (seeded) await seedDemo(database.db, app.registries.hooks)
  await app.close()
  // Each copy makes its own signing key at start-up, so a token of one file never passes another's.
  await database.pool.query('DELETE FROM server_secret')
  fs.rmSync(dataDir, { recursive: true, force: true })
}

async function pgliteTemplates(): Promise<DatabaseTemplates> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-templates-'))
  const files = { migrated: path.join(dir, 'migrated.tar'), seeded: path.join(dir, 'seeded.tar') }
  const database = await openDatabase({ dataDir: 'memory://' })
  try {
    await prepare(database, false)
    await database.dumpTo!(files.migrated)
    await prepare(database, true)
    await database.dumpTo!(files.seeded)
  } finally {
    await database.close()
  }
  cleanup = async () => fs.rmSync(dir, { recursive: true, force: true })
  return { kind: 'pglite', ...files }
}

async function postgresTemplates(adminUrl: string): Promise<DatabaseTemplates> {
  const tag = crypto.randomBytes(5).toString('hex')
  const names = { migrated: `eventdesk_tpl_${tag}_m`, seeded: `eventdesk_tpl_${tag}_s` }
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  cleanup = async () => {
    for (const name of Object.values(names)) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
  for (const [name, seeded] of [
    [names.migrated, false],
    [names.seeded, true],
  ] as const) {
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' })
    try {
      await prepare(database, seeded)
    } finally {
      await database.close()
    }
  }
  return { kind: 'postgres', ...names }
}

export async function setup(project: TestProject) {
  const postgres = project.name === 'api-postgres'
  const started = Date.now()
  const templates = postgres
    ? await postgresTemplates(process.env.TEST_DATABASE_URL!)
    : await pgliteTemplates()
  console.log(`${project.name}: template databases ready in ${Date.now() - started} ms`)
  project.provide('databaseTemplates', templates)
}

export async function teardown() {
  await cleanup?.()
}
