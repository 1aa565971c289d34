/** `npm run seed`: migrates and (re)applies the idempotent demo seed to the configured database. */
import { loadConfig } from '../server/config.js'
import { openDatabase } from '../server/db/connection.js'
import { migrateToLatest } from '../server/db/migrate.js'
import { seedDemo } from '../server/seed/index.js'

const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
try {
  await migrateToLatest(database.db)
  await seedDemo(database.db)
  console.log(`seed: demo data present (${database.kind})`)
} finally {
  await database.close()
}
