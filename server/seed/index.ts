import type { Kysely } from 'kysely'
import type { Database } from '../db/types.js'
import type { RegistryHooks } from '../registries/hooks.js'
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
 * extend it step by step (each step checks before it writes). The registries are written with
 * the app's rules and listeners (`app.registries.hooks`): seed through a built app.
 */
export async function seedDemo(db: Kysely<Database>, hooks: RegistryHooks): Promise<void> {
  const tenants = await seedTenants(db, demoTenants)
  await seedAccounts(db, tenants)
  await seedRegistries(db, hooks, tenants)
  await seedIntegrationLog(db, tenants)
}
