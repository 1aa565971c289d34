import type { Kysely } from 'kysely'
import type { Database } from '../db/types.js'
import { demoTenants, seedTenants } from './tenants.js'
import { seedAccounts } from './accounts.js'
import { seedRegistries } from './registries.js'
import { seedIntegrationLog } from '../integration-log/seed.js'

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('tenant')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n) === 0
}

/**
 * The demo data set. Idempotent: running it again adds only what is missing, so later issues
 * extend it step by step (each step checks before it writes).
 */
export async function seedDemo(db: Kysely<Database>): Promise<void> {
  const tenants = await seedTenants(db, demoTenants)
  await seedAccounts(db, tenants)
  await seedRegistries(db, tenants)
  await seedIntegrationLog(db, tenants)
}
