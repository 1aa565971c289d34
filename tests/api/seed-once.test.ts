import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Kysely } from 'kysely'
import { createTestDatabase, testDbKind } from '../helpers/database.js'
import type { DatabaseHandle } from '../../server/db/connection.js'
import { migrateToLatest } from '../../server/db/migrate.js'
import type { Database } from '../../server/db/types.js'
import { seedDemoOnce } from '../../server/seed/once.js'
import { demoTenants, seedTenants } from '../../server/seed/tenants.js'

/** Issue 39: servers starting at once on one empty database seed the demo data once. */
describe(`the demo seed at start-up (${testDbKind()})`, () => {
  let database: DatabaseHandle
  let calls = 0
  // The seed's first writes, slowed so a second server's decision falls inside them.
  const slowSeed = async (db: Kysely<Database>) => {
    calls++
    await new Promise((r) => setTimeout(r, 300))
    await seedTenants(db, demoTenants)
  }

  beforeAll(async () => {
    database = await createTestDatabase(testDbKind(), 'migrated')
    await migrateToLatest(database.db)
  })
  afterAll(() => database?.close())

  it.skipIf(testDbKind() !== 'postgres')(
    'three servers deciding at once on an empty database: one seeds, the others find it seeded',
    async () => {
      const decided = await Promise.all([1, 2, 3].map(() => seedDemoOnce(database, slowSeed)))
      expect(decided.filter(Boolean)).toHaveLength(1)
      expect(calls).toBe(1)
    },
  )

  it('a database with tenants is not seeded again', async () => {
    await seedTenants(database.db, demoTenants)
    calls = 0
    expect(await seedDemoOnce(database, slowSeed)).toBe(false)
    expect(calls).toBe(0)
  })
})
