import type { FastifyInstance, RouteOptions } from 'fastify'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../../server/app.js'
import { loadConfig, type AppConfig } from '../../server/config.js'
import type { DatabaseHandle } from '../../server/db/connection.js'
import { seedDemo } from '../../server/seed/index.js'
import { seedDemoEvents } from '../../server/seed/events.js'
import { createTestDatabase } from './database.js'
import type { RegistrySchema } from '../../server/schemas/load.js'

export interface TestApp {
  app: FastifyInstance
  database: DatabaseHandle
  close(): Promise<void>
}

/** What every test app runs with: no static files, no seed at start, jobs retried in milliseconds. */
export function testAppConfig(dataDir: string): AppConfig {
  const defaults = loadConfig({})
  return {
    ...defaults,
    dataDir,
    staticDir: '/nonexistent',
    seed: 'none' as const,
    logLevel: (process.env.TEST_LOG as 'error') ?? 'silent',
    // Jobs are claimed, retried and given up on quickly, so tests wait milliseconds, not minutes.
    jobs: {
      concurrency: 4,
      pollMs: 200,
      leaseMs: 5_000,
      backoffMs: 50,
      backoffMaxMs: 200,
      timeoutMs: 60_000,
    },
    mailTimeoutMs: 1_000,
    // A file sends more than a browser would (the answer capture: ~1,200 calls on one token in
    // well under a minute), so the limiter runs on every request with quotas no file reaches;
    // its own files set theirs (tests/helpers/rate-limit.ts), and e2e runs on the defaults.
    rateLimit: { ...defaults.rateLimit, token: 1_000_000, tenant: 1_000_000 },
  }
}

/** buildApp on a fresh database (migrated, and seeded with the demo data unless asked not to). */
export async function createTestApp(
  opts: {
    seed?: boolean
    /** The demo as `npm start` shows it: the seed and its ~170 events, from the run's demo template. */
    demoEvents?: boolean
    registrySchemas?: RegistrySchema[]
    onRoute?: (route: RouteOptions) => void
    /** Adjusts the configuration (defaults, whatever the test process's environment) before the app is built. */
    configure?: (config: AppConfig) => void
  } = {},
): Promise<TestApp> {
  const seed = opts.seed !== false
  // A copy of the run's template in that state when there is one (tests/setup/api-databases.ts).
  const start = opts.demoEvents ? 'demo' : seed ? 'seeded' : 'migrated'
  const database = await createTestDatabase(undefined, start)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-api-'))
  const config = testAppConfig(dataDir)
  opts.configure?.(config)
  const app = await buildApp(config, {
    database,
    logger: process.env.TEST_LOG ? undefined : false,
    registrySchemas: opts.registrySchemas,
    onRoute: opts.onRoute,
  })
  if ((seed || opts.demoEvents) && !database.fromTemplate) {
    await seedDemo(database.db, app.registries.hooks)
    if (opts.demoEvents) await seedDemoEvents(app)
  }
  return {
    app,
    database,
    async close() {
      await app.close()
      await database.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
