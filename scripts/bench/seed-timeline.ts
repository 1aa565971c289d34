/* eslint-disable no-restricted-syntax -- the bench seed writes registry rows set-wise on purpose, like seed-diary.ts */
/**
 * The timeline's browser measure data (issue 16): tenant TIMELINEBENCH with its own admin, 300 rooms
 * and 2,000 bookings all inside the week the environment timeline opens on (today's midnight + 7
 * days), so the first render draws every one. Dated from today, the bookings are rewritten on each
 * run (events cascade to their bookings and occupancy); rooms stay. Booking g takes room g % 300 on
 * day g / 300, 08:00–17:00 (every third with assembly from 06:00), so blocking bookings never
 * overlap; situations mix blocking events and holds, all drawn by the timeline's default options.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../server/db/types.js'
import { withTenant } from '../../server/db/tenant.js'
import { seedTenants, demoTenants } from '../../server/seed/tenants.js'
import { seedAccounts } from '../../server/seed/accounts.js'
import { blockRules } from '../../server/availability/engine.js'
import { rankAllHolds } from './seed-diary-sql.js'

export const timelineAccount = { username: 'admin@timeline-bench.test', password: 'Timeline@2026' }
export const timelineRooms = 300
export const timelineBookings = 2_000

const pad = (n: number) => String(n).padStart(2, '0')
/** Today's local midnight as a wire timestamp: where the timeline's first window starts. */
export const todayMidnight = (d = new Date()) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T00:00:00`

export async function seedTimeline(db: Kysely<Database>, from = todayMidnight()) {
  const t0 = Date.now()
  const tenants = await seedTenants(db, [
    {
      ...demoTenants[0],
      code: 'TIMELINEBENCH',
      name: 'Timeline bench venue',
      tradeName: 'Timeline bench venue',
    },
  ])
  const tenantId = tenants.get('TIMELINEBENCH')!
  await seedAccounts(db, tenants, [
    {
      email: timelineAccount.username,
      password: timelineAccount.password,
      memberships: [{ tenant: 'TIMELINEBENCH', type: 'ADMIN' }],
    },
  ])
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
        from generate_series(0, ${sql.lit(timelineRooms - 1)}) r`.execute(trx)
    }
    // Yesterday's run is gone with its events (bookings and occupancy cascade).
    await sql`delete from event where tenant_id = ${tenant}`.execute(trx)
    await sql`
      create temp table timeline_booking on commit drop as
      select g, room.id as room,
        timestamp '${sql.raw(from)}' + (g / 300) * interval '1 day' + interval '8 hours' as s,
        timestamp '${sql.raw(from)}' + (g / 300) * interval '1 day' + interval '17 hours' as e,
        (array['CONFIRMED','CONFIRMED','IN_PROGRESS','NEW','NEGOTIATION','RELEASED_FOR_CLOSING'])[1 + g % 6] as sit
      from generate_series(0, ${sql.lit(timelineBookings - 1)}) g
      join (select id, row_number() over (order by id) - 1 as n from registry_record
             where tenant_id = ${tenant} and registry = 'environment') room on room.n = g % 300`.execute(trx)
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
    `bench: seeded the timeline (${timelineRooms} rooms, ${timelineBookings} bookings from ${from.slice(0, 10)}) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  )
}
