/**
 * The demo seed on the bench's database before the server under test starts: written through a
 * built app on the same handle, so the registries get the rules and listeners the domains
 * register at boot (a seed without them would throw, docs/domains.md).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../../server/app.js'
import { loadConfig } from '../../server/config.js'
import type { DatabaseHandle } from '../../server/db/connection.js'
import { isDatabaseEmpty, seedDemo } from '../../server/seed/index.js'

export async function seedDemoIfEmpty(database: DatabaseHandle): Promise<void> {
  if (!(await isDatabaseEmpty(database.db))) return
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-bench-seed-'))
  const config = { ...loadConfig(), dataDir, staticDir: '/nonexistent', seed: 'none' as const }
  const app = await buildApp({ ...config, logLevel: 'warn' }, { database, logger: false })
  try {
    await seedDemo(database.db, app.registries.hooks)
  } finally {
    await app.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
