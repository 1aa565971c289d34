import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withTenant } from '../../server/db/tenant.js'
import { tryLock } from '../../server/db/locks.js'
import { demoEventSeeds, seedDemoEvents } from '../../server/seed/events.js'
import { finishDemoSeedOnce, seedDemoOnce } from '../../server/seed/once.js'
import { demoSeedPending } from '../../server/seed/progress.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { createTestDatabase, testDbKind } from '../helpers/database.js'
import { tenantIds } from '../helpers/auth.js'

/**
 * A first start stopped during its demo seed (issue 49, item 7): the next start finishes it —
 * every planned event there once, none twice — and only then says "done".
 */
describe(`an interrupted demo seed (${testDbKind()})`, () => {
  let t: TestApp
  const seeds = [{ ...demoEventSeeds[0], count: 8, board: false }]
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t?.close())

  const events = async () =>
    withTenant(t.app.database.db, (await tenantIds(t.app)).DEMO, (trx) =>
      trx.selectFrom('event').select(['name', 'start_date', 'situation']).orderBy('id').execute(),
    )

  it('writes the events that are missing, the half-written one again, and none twice', async () => {
    const stop = new Error('server stopped')
    // Stopped right after the fourth event was created, before its rooms, items and moves.
    await expect(
      seedDemoEvents(t.app, seeds, new Date(), {
        onEvent: (i, stage) => {
          if (i === 3 && stage === 'created') throw stop
        },
      }),
    ).rejects.toBe(stop)
    expect(await events()).toHaveLength(4)

    await seedDemoEvents(t.app, seeds)
    const after = await events()
    expect(after).toHaveLength(8)
    const keys = after.map((e) => `${e.name}@${e.start_date}`)
    expect(new Set(keys).size).toBe(8)
    // None is left half-way: each reached a situation its plan gives (the partial one stayed NEW).
    expect(after.filter((e) => e.situation === 'NEW').length).toBeLessThan(8)

    // A third run finds them all and writes nothing.
    await seedDemoEvents(t.app, seeds)
    expect(await events()).toEqual(after)
  }, 600_000)
})

describe(`the demo seed's marker (${testDbKind()})`, () => {
  it('stays pending after a stop, is finished by the next start, and is then done', async () => {
    const database = await createTestDatabase(undefined, 'migrated')
    try {
      await expect(
        seedDemoOnce(database, async (db) => {
          await db.insertInto('tenant').values({ code: 'HALF', name: 'Half seeded' }).execute()
          throw new Error('server stopped')
        }),
      ).rejects.toThrow('server stopped')
      // The next start does not find an empty database, but a seed to finish.
      expect(await seedDemoOnce(database, async () => {})).toBe(false)
      expect(await demoSeedPending(database.db)).toBe(true)
      let writes = 0
      expect(await finishDemoSeedOnce(database, async () => void writes++)).toBe('done')
      expect(await demoSeedPending(database.db)).toBe(false)
      expect(await finishDemoSeedOnce(database, async () => void writes++)).toBe('none')
      expect(writes).toBe(1)
    } finally {
      await database.close()
    }
  }, 120_000)

  it.skipIf(testDbKind() !== 'postgres')('is left to the server already writing it', async () => {
    const database = await createTestDatabase(undefined, 'migrated')
    try {
      await expect(
        seedDemoOnce(database, async (db) => {
          await db.insertInto('tenant').values({ code: 'HALF', name: 'Half seeded' }).execute()
          throw new Error('server stopped')
        }),
      ).rejects.toThrow()
      let release!: () => void
      let held!: () => void
      const holding = new Promise<void>((r) => (held = r))
      const writer = database.db.transaction().execute(async (trx) => {
        expect(await tryLock(trx, 'demoSeedWriting')).toBe(true)
        held()
        await new Promise<void>((r) => (release = r))
      })
      await holding
      expect(await finishDemoSeedOnce(database, async () => {})).toBe('busy')
      release()
      await writer
      expect(await sql`select 1`.execute(database.db)).toBeTruthy()
    } finally {
      await database.close()
    }
  })
})
