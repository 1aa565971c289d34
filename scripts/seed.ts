/** `npm run seed`: migrates and (re)applies the idempotent demo seed (registries, then events) to the configured database. */
import { buildApp } from '../server/app.js'
import { loadConfig } from '../server/config.js'
import { seedDemo } from '../server/seed/index.js'
import { seedDemoEvents } from '../server/seed/events.js'

const config = loadConfig()
// The events are written through the API (in-process), so the seed needs the whole app.
const app = await buildApp({ ...config, logLevel: 'warn' })
try {
  await seedDemo(app.database.db, app.registries.hooks)
  await seedDemoEvents(app)
  console.log(`seed: demo data present (${app.database.kind})`)
} finally {
  await app.close()
}
