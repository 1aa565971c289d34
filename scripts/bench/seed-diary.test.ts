import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../tests/helpers/database.js'
import { migrateToLatest } from '../../server/db/migrate.js'
import type { DatabaseHandle } from '../../server/db/connection.js'
import { seedDiary } from './seed-diary.js'

/**
 * The bench's diary seed on a fresh PostgreSQL database, as `npm run bench` runs it on a new
 * machine (issue 49): a few hundred bookings laid out like its 100,000.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the bench diary seed on a fresh database', () => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await createTestDatabase('postgres', 'empty')
    await migrateToLatest(handle.db)
  }, 120_000)
  afterAll(() => handle?.close())

  it('writes its bookings with their spread and moves the diary version once', async () => {
    const ids = await seedDiary(handle.db, 600)
    expect(ids.bookings).toBe(600)
    expect(ids.compoundRoom).toBeGreaterThan(0)
    const counts = await sql<{ spread: number; versions: number }>`
      select (select count(*)::int from booking_occupancy) as spread,
             (select count(*)::int from diary_version) as versions`.execute(handle.db)
    // 540 simple bookings spread once, 60 compound ones over their two parts.
    expect(counts.rows[0]).toEqual({ spread: 660, versions: 1 })
    // A second run finds it seeded and writes nothing.
    expect(await seedDiary(handle.db, 600)).toEqual(ids)
  }, 120_000)
})
