/* eslint-disable no-restricted-syntax -- the bench seed writes registry rows set-wise on purpose, like seed-diary.ts */
/**
 * The timeline's browser measure data, one tenant per shape with its own admin: TIMELINEBENCH
 * (issue 16), 300 rooms and 2,000 bookings inside the week the environment timeline opens on
 * (today's midnight + 7 days), and TIMELINE500 (issue 36), 500 rooms and 10,000 bookings over the
 * month it opens on with `?zoom=month`, so the first render draws every one. Dated from today, the
 * bookings are rewritten on each run (events cascade to their bookings and occupancy); rooms stay.
 * Booking g takes room g % rooms on one day of its own, 08:00–17:00 (every third with assembly from
 * 06:00), so blocking bookings never overlap; situations mix blocking events and holds, all drawn
 * by the timeline's default options.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../server/db/types.js'
import { withTenant } from '../../server/db/tenant.js'
import { seedTenants, demoTenants } from '../../server/seed/tenants.js'
import { seedAccounts } from '../../server/seed/accounts.js'
import { blockRules } from '../../server/availability/engine.js'
import { rankAllHolds } from './seed-diary-sql.js'
import { TIMELINE_MIX } from './event-mix.js'

/** A venue the timeline is measured on: rooms, bookings, and the days they are spread over. */
export interface TimelineShape {
  code: string
  account: { username: string; password: string }
  rooms: number
  bookings: number
  /** Booking g takes room g % rooms on its k-th day (k = g / rooms), day `k × days / per room`. */
  days: number
  /** The zoom the measure opens (`?zoom=`). */
  zoom: 'week' | 'month'
}

/** Issue 16: 300 rooms × 2,000 bookings in the week the timeline opens on. */
export const week300: TimelineShape = {
  code: 'TIMELINEBENCH',
  account: { username: 'admin@timeline-bench.test', password: 'Timeline@2026' },
  rooms: 300,
  bookings: 2_000,
  days: 7,
  zoom: 'week',
}

/** Issue 36: a convention centre, 500 rooms × a month with 10,000 bookings (20 days of each room). */
export const month500: TimelineShape = {
  code: 'TIMELINE500',
  account: { username: 'admin@timeline500-bench.test', password: 'Timeline@2026' },
  rooms: 500,
  bookings: 10_000,
  days: 30,
  zoom: 'month',
}

export const timelineAccount = week300.account
export const timelineRooms = week300.rooms
export const timelineBookings = week300.bookings

const pad = (n: number) => String(n).padStart(2, '0')
/** Today's local midnight as a wire timestamp: where the timeline's first window starts. */
export const todayMidnight = (d = new Date()) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T00:00:00`

export async function seedTimeline(db: Kysely<Database>, from = todayMidnight(), shape = week300) {
  const t0 = Date.now()
  const name = `Timeline bench venue ${shape.rooms}`
  const tenants = await seedTenants(db, [{ ...demoTenants[0], code: shape.code, name, tradeName: name }])
  const tenantId = tenants.get(shape.code)!
  await seedAccounts(db, tenants, [
    {
      email: shape.account.username,
      password: shape.account.password,
      memberships: [{ tenant: shape.code, type: 'ADMIN' }],
    },
  ])
  const perRoom = Math.ceil(shape.bookings / shape.rooms)
  if (perRoom > shape.days) throw new Error(`${shape.code}: more bookings per room than days`)
  // The k-th booking of a room falls on day k × days / perRoom: one a day at most, so blocking ones never overlap.
  const day = sql.raw(`((g / ${shape.rooms}) * ${shape.days} / ${perRoom})`)
  const rules = await withTenant(db, tenantId, (trx) => blockRules(trx))
  const tenant = sql.lit(tenantId)
  await db.transaction().execute(async (trx) => {
    const rooms = await sql<{ n: number }>`
      select count(*)::int as n from registry_record where tenant_id = ${tenant} and registry = 'environment'`.execute(
      trx,
    )
    const base = await sql<{ reg: number; ev: number }>`
      select (select coalesce(max(id), 0)::int + 1 from registry_record) as reg,
             (select coalesce(max(id), 0)::int + 1 from event) as ev`.execute(trx)
    const { reg, ev } = base.rows[0]
    if (!rooms.rows[0].n) {
      await sql`
        insert into registry_record (tenant_id, registry, id, data)
        values (${tenant}, 'environment-type', ${sql.lit(reg)}, '{"name":"Salão"}'::jsonb)`.execute(trx)
      await sql`
        insert into registry_record (tenant_id, registry, id, data)
        select ${tenant}, 'environment', ${sql.lit(reg + 1)} + r, jsonb_build_object(
          'name', 'Sala ' || lpad(r::text, 3, '0'),
          'environmentType', jsonb_build_object('id', ${sql.lit(reg)}),
          'dailyRate', 1000 + r * 10, 'active', true)
        from generate_series(0, ${sql.lit(shape.rooms - 1)}) r`.execute(trx)
    }
    // Yesterday's run is gone with its events (bookings and occupancy cascade).
    await sql`delete from event where tenant_id = ${tenant}`.execute(trx)
    await sql`
      create temp table timeline_booking on commit drop as
      select g, room.id as room,
        timestamp '${sql.raw(from)}' + ${day} * interval '1 day' + interval '8 hours' as s,
        timestamp '${sql.raw(from)}' + ${day} * interval '1 day' + interval '17 hours' as e,
        (${TIMELINE_MIX}::text[])[1 + g % ${sql.lit(TIMELINE_MIX.length)}] as sit
      from generate_series(0, ${sql.lit(shape.bookings - 1)}) g
      join (select id, row_number() over (order by id) - 1 as n from registry_record
             where tenant_id = ${tenant} and registry = 'environment') room on room.n = g % ${sql.lit(shape.rooms)}`.execute(
      trx,
    )
    await sql`
      insert into event (tenant_id, id, name, client_name, start_date, end_date, situation, priority, estimated_people)
      select ${tenant}, ${sql.lit(ev)} + g, (array['Congresso','Casamento','Feira','Workshop'])[1 + g % 4] || ' ' || g,
        'Cliente ' || (g % 97), s, e, sit, 'ONE', 20 + g % 300
      from timeline_booking order by g`.execute(trx)
    await sql`
      insert into event_environment (tenant_id, event_id, environment_id, start_date_hour, end_date_hour, data, blocking)
      select ${tenant}, ${sql.lit(ev)} + g, room, s, e,
        case when g % 3 = 0 then jsonb_build_object('assemblyStart', to_char(s - interval '2 hours', 'YYYY-MM-DD"T"HH24:MI:SS'))
             else '{}'::jsonb end,
        sit = any(${rules.blocking}::text[])
      from timeline_booking order by g`.execute(trx)
    await rankAllHolds(trx, tenantId, rules.holds)
    await sql`select setval(pg_get_serial_sequence('event', 'id'), (select max(id) from event))`.execute(trx)
    await sql`select setval(pg_get_serial_sequence('registry_record', 'id'), (select max(id) from registry_record))`.execute(
      trx,
    )
  })
  console.log(
    `bench: seeded the timeline (${shape.rooms} rooms, ${shape.bookings} bookings from ${from.slice(0, 10)}) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  )
}
