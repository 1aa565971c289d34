import { Migrator, sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../server/db/connection.js'
import { migrateToLatest } from '../../server/db/migrate.js'
import { migrationProvider } from '../../server/db/migrations/index.js'
import { createTestDatabase, testDbKind } from '../helpers/database.js'

/**
 * Issue 16, migration 0017: a database migrated from before the occupancy engine (0015) holds
 * bookings that 0016 left non-blocking and unranked. After migrating up they block, queue and
 * take their rooms' parts exactly as bookings written through the engine do.
 */
describe(`occupancy backfill of bookings written before 0016 (${testDbKind()})`, () => {
  let h: DatabaseHandle
  let db: Kysely<any>
  const T1 = 901
  const T2 = 902
  const day = (d: number, h: number) =>
    `2030-01-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:00:00`

  async function event(tenant: number, id: number, situation: string) {
    await sql`insert into event (tenant_id, id, name, start_date, end_date, situation)
      values (${tenant}, ${id}, ${`E${id}`}, ${day(1, 0)}::timestamp, ${day(9, 0)}::timestamp, ${situation})`.execute(
      db,
    )
  }
  async function booking(
    tenant: number,
    id: number,
    eventId: number,
    room: number,
    from: string,
    to: string,
    data = {},
  ) {
    await sql`insert into event_environment (tenant_id, id, event_id, environment_id, start_date_hour, end_date_hour, data)
      values (${tenant}, ${id}, ${eventId}, ${room}, ${from}::timestamp, ${to}::timestamp, ${JSON.stringify(data)}::jsonb)`.execute(
      db,
    )
  }
  async function room(tenant: number, id: number, parts: number[] = []) {
    const data = { name: `R${id}`, compound: parts.length > 0, composition: parts.map((p) => ({ id: p })) }
    await sql`insert into registry_record (tenant_id, registry, id, data)
      values (${tenant}, 'environment', ${id}, ${JSON.stringify(data)}::jsonb)`.execute(db)
  }

  beforeAll(async () => {
    h = await createTestDatabase()
    db = h.db as Kysely<any>
    const old = new Migrator({ db, provider: migrationProvider })
    const to = await old.migrateTo('0015_integration_parties')
    if (to.error) throw to.error
    // The old way: rows straight into the tables, as the code before 0016 wrote them.
    await sql`insert into tenant (id, code, name) values (${T1}, 'OLD1', 'Old one'), (${T2}, 'OLD2', 'Old two')`.execute(
      db,
    )
    // Tenant 2 made NEW events block before the engine existed.
    for (const name of ['ENVIRONMENT_BLOCK', 'NEW_SITUATION_BLOCK'])
      await sql`insert into configuration_entry (tenant_id, name, value) values (${T2}, ${name}, 'true'::jsonb)`.execute(
        db,
      )
    await room(T1, 11)
    await room(T1, 12)
    await room(T1, 13, [11, 12])
    await room(T2, 21)
    for (const [id, situation] of [
      [101, 'CONFIRMED'],
      [102, 'CONFIRMED'],
      [103, 'NEW'],
      [104, 'CANCELED'],
      [105, 'IN_PROGRESS'],
    ] as const)
      await event(T1, id, situation)
    await event(T2, 201, 'NEW')
    await event(T2, 202, 'NEW')
    await booking(T1, 1001, 101, 11, day(2, 8), day(2, 18))
    // Overlaps 1001 on part 11: confirmed too, but later in line, so it stays a hold behind it.
    await booking(T1, 1002, 102, 13, day(2, 10), day(2, 20))
    await booking(T1, 1003, 103, 12, day(2, 9), day(2, 12))
    await booking(T1, 1004, 104, 11, day(2, 8), day(2, 18))
    await booking(T1, 1005, 105, 12, day(4, 8), day(4, 18), { assemblyStart: day(3, 20) })
    await booking(T2, 2001, 201, 21, day(2, 8), day(2, 18))
    await booking(T2, 2002, 202, 21, day(2, 12), day(2, 14))
    await migrateToLatest(db)
  })
  afterAll(() => h?.close())

  it('bookings of blocking situations block in line order; the rest queue with their ranks', async () => {
    const { rows } = await sql<Record<string, unknown>>`
      select id, blocking, hold_rank, occupied_start, occupied_end from event_environment
      where tenant_id in (${T1}, ${T2}) order by id`.execute(db)
    expect(rows).toEqual([
      { id: 1001, blocking: true, hold_rank: null, occupied_start: day(2, 8), occupied_end: day(2, 18) },
      // A hold behind 1001 (on part 11): 1 + the blocking booking ahead.
      { id: 1002, blocking: false, hold_rank: 2, occupied_start: day(2, 10), occupied_end: day(2, 20) },
      // NEW without the flags: a hold on 12, behind the earlier option 1002 (the compound takes 12).
      { id: 1003, blocking: false, hold_rank: 2, occupied_start: day(2, 9), occupied_end: day(2, 12) },
      { id: 1004, blocking: false, hold_rank: null, occupied_start: day(2, 8), occupied_end: day(2, 18) },
      // Occupied from its assembly start.
      { id: 1005, blocking: true, hold_rank: null, occupied_start: day(3, 20), occupied_end: day(4, 18) },
      // Tenant 2's flags make NEW block: the first in line blocks, the overlapping later one queues.
      { id: 2001, blocking: true, hold_rank: null, occupied_start: day(2, 8), occupied_end: day(2, 18) },
      { id: 2002, blocking: false, hold_rank: 2, occupied_start: day(2, 12), occupied_end: day(2, 14) },
    ])
  })

  it('each booking takes its simple rooms (a compound its parts) with its blocking and bounds', async () => {
    const { rows } = await sql<Record<string, unknown>>`
      select event_environment_id as id, simple_environment_id as room, blocking, occupied_start, occupied_end
      from booking_occupancy where tenant_id = ${T1} order by 1, 2`.execute(db)
    expect(rows.map((r) => [r.id, r.room, r.blocking])).toEqual([
      [1001, 11, true],
      [1002, 11, false],
      [1002, 12, false],
      [1003, 12, false],
      [1004, 11, false],
      [1005, 12, true],
    ])
    expect(rows.find((r) => r.id === 1005)).toMatchObject({
      occupied_start: day(3, 20),
      occupied_end: day(4, 18),
    })
  })

  it('the exclusion constraint now guards the backfilled rooms', async () => {
    await sql`insert into event (tenant_id, id, name, start_date, end_date, situation)
      values (${T1}, 106, 'E106', ${day(1, 0)}::timestamp, ${day(9, 0)}::timestamp, 'CONFIRMED')`.execute(db)
    const clash =
      sql`insert into event_environment (tenant_id, event_id, environment_id, start_date_hour, end_date_hour, blocking)
      values (${T1}, 106, 11, ${day(2, 9)}::timestamp, ${day(2, 10)}::timestamp, true)`.execute(db)
    await expect(clash).rejects.toMatchObject({ code: '23P01' })
  })
})
