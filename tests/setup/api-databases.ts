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
import { seedDemoEvents } from '../../server/seed/events.js'
import { testAppConfig } from '../helpers/app.js'
import { drainJobs } from '../helpers/jobs.js'

export interface DatabaseTemplates {
  kind: 'pglite' | 'postgres'
  /** PGlite: dump files; PostgreSQL: database names. */
  migrated: string
  seeded: string
  /** The seeded template with the demo events too, made while the first files run. */
  demo: string
  /** A file that appears when `demo` is ready, holding `ready` or why it could not be made. */
  demoReady: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates
  }
}

let cleanup: (() => Promise<void>) | undefined
/** The demo template being made in the background: teardown waits for it before cleaning up. */
let demoBuild: Promise<void> | undefined

/** The seed writes with the app's registered rules and listeners, so it runs on a built app. */
async function prepare(database: DatabaseHandle, seeded: boolean) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-template-'))
  const config = { ...loadConfig({}), dataDir, staticDir: '/nonexistent', seed: 'none' as const }
  const app = await buildApp({ ...config, logLevel: 'silent' }, { database, logger: false })
  if (seeded) await seedDemo(database.db, app.registries.hooks)
  await app.close()
  await forgetSecret(database)
  fs.rmSync(dataDir, { recursive: true, force: true })
}

/** Each copy makes its own signing key at start-up, so a token of one file never passes another's. */
const forgetSecret = (database: DatabaseHandle) => database.pool.query('DELETE FROM server_secret')

/**
 * The demo's ~170 events written through the API on a copy of the seeded template, their jobs
 * done: what four files each wrote for themselves before (two to four minutes each on PGlite).
 */
async function addDemoEvents(database: DatabaseHandle) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-template-'))
  const app = await buildApp(testAppConfig(dataDir), { database, logger: false })
  try {
    await seedDemoEvents(app)
    await drainJobs(app, 300_000)
  } finally {
    await app.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  await forgetSecret(database)
}

/** Starts making the demo template; `demoReady` appears, atomically, when it is done or failed. */
function startDemo(templates: DatabaseTemplates, make: () => Promise<void>) {
  const mark = (state: string) => {
    fs.writeFileSync(`${templates.demoReady}.tmp`, state)
    fs.renameSync(`${templates.demoReady}.tmp`, templates.demoReady)
  }
  // A run of a few files that need no demo events (TEST_DEMO_TEMPLATE=off) skips the minutes it
  // takes; a file that asks for it then fails saying why.
  if (process.env.TEST_DEMO_TEMPLATE === 'off') return mark('not made: TEST_DEMO_TEMPLATE=off')
  demoBuild = make().then(
    () => mark('ready'),
    (e: unknown) => mark(e instanceof Error ? (e.stack ?? e.message) : String(e)),
  )
}

async function pgliteTemplates(): Promise<DatabaseTemplates> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-templates-'))
  const files = {
    migrated: path.join(dir, 'migrated.tar'),
    seeded: path.join(dir, 'seeded.tar'),
    demo: path.join(dir, 'demo.tar'),
    demoReady: path.join(dir, 'demo.ready'),
  }
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
  const templates = { kind: 'pglite' as const, ...files }
  startDemo(templates, async () => {
    const demo = await openDatabase({ dataDir: 'memory://', snapshot: files.seeded })
    try {
      await addDemoEvents(demo)
      await demo.dumpTo!(files.demo)
    } finally {
      await demo.close()
    }
  })
  return templates
}

async function postgresTemplates(adminUrl: string): Promise<DatabaseTemplates> {
  const tag = crypto.randomBytes(5).toString('hex')
  const names = {
    migrated: `eventdesk_tpl_${tag}_m`,
    seeded: `eventdesk_tpl_${tag}_s`,
    demo: `eventdesk_tpl_${tag}_d`,
  }
  const markDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-templates-'))
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  cleanup = async () => {
    for (const name of Object.values(names)) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
    fs.rmSync(markDir, { recursive: true, force: true })
  }
  const open = (name: string) => {
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    return openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' })
  }
  for (const [name, seeded] of [
    [names.migrated, false],
    [names.seeded, true],
  ] as const) {
    await admin.query(`CREATE DATABASE ${name}`)
    const database = await open(name)
    try {
      await prepare(database, seeded)
    } finally {
      await database.close()
    }
  }
  const templates = { kind: 'postgres' as const, ...names, demoReady: path.join(markDir, 'demo.ready') }
  // Copied from the seeded template while files copy it too: PostgreSQL refuses a copy only while a
  // session is connected to the template itself, and none is.
  startDemo(templates, async () => {
    await admin.query(`CREATE DATABASE ${names.demo} TEMPLATE ${names.seeded}`)
    const demo = await open(names.demo)
    try {
      await addDemoEvents(demo)
    } finally {
      await demo.close()
    }
  })
  return templates
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
  await demoBuild
  await cleanup?.()
}
