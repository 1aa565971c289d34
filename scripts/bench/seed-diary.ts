/* eslint-disable no-restricted-syntax -- the bench seed writes registry rows set-wise on purpose (100k rows through the engine would take hours) */
/**
 * The diary's bench data (issue 16): one venue, tenant DIARYBENCH with its own admin, holding 300
 * rooms (30 compounds of two simple parts each) and 100,000 room bookings of 50,000 events over
 * about 1,000 days, in mixed situations (some block, some are holds, some neither). Made set-wise
 * in the database, bypassing the API but writing what the engine writes: the booking's `occupied`
 * range by the migration's own trigger, `blocking` from the tenant's block flags, the spread over
 * simple rooms (`booking_occupancy`) and the hold ranks by the same rules as settle/rerank.
 * A tenant apart so the issue-15 cases keep their figures. Ends with VACUUM ANALYZE.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../server/db/types.js'
import { withTenant } from '../../server/db/tenant.js'
import { seedTenants, demoTenants } from '../../server/seed/tenants.js'
import { seedAccounts } from '../../server/seed/accounts.js'
import { blockRules } from '../../server/availability/engine.js'
import { rankAllHolds, spreadBookings, type DiaryIds } from './seed-diary-sql.js'

export const diaryAccount = { email: 'admin@diary-bench.test', password: 'Diary@2026' }
export const diaryRooms = 300
export const diaryBookings = 100_000

/**
 * Seeds the diary tenant unless it is there; returns the ids the bench cases ask about. `bookings`
 * (even, 300 a slot) is the bench's 100,000; a test seeds a few hundred the same way.
 */
export async function seedDiary(db: Kysely<Database>, bookings = diaryBookings): Promise<DiaryIds> {
  const t0 = Date.now()
  const tenants = await seedTenants(db, [
    { ...demoTenants[0], code: 'DIARYBENCH', name: 'Diary bench venue', tradeName: 'Diary bench venue' },
  ])
  const tenantId = tenants.get('DIARYBENCH')!
  await seedAccounts(db, tenants, [
    { ...diaryAccount, memberships: [{ tenant: 'DIARYBENCH', type: 'ADMIN' }] },
  ])
  const ids = () =>
    sql<DiaryIds>`
      select (select min(id)::int from registry_record where tenant_id = ${sql.lit(tenantId)} and registry = 'environment'
                and data->>'compound' = 'true') as "compoundRoom",
             (select count(*)::int from event_environment where tenant_id = ${sql.lit(tenantId)}) as bookings`
      .execute(db)
      .then((r) => r.rows[0])
  const have = await ids()
  if (have.bookings === bookings) return have
  if (have.bookings)
    throw new Error(`the bench's diary tenant holds ${have.bookings} bookings: drop the database`)
  const rules = await withTenant(db, tenantId, (trx) => blockRules(trx))
  await db.transaction().execute(async (trx) => {
    // Registry ids, event ids and booking ids are laid out from a base, so one statement per table.
    const base = await sql<{ reg: number; ev: number; ee: number }>`
      select (select coalesce(max(id), 0)::int + 1 from registry_record) as reg,
             (select coalesce(max(id), 0)::int + 1 from event) as ev,
             (select coalesce(max(id), 0)::int + 1 from event_environment) as ee`.execute(trx)
    const { reg, ev, ee } = base.rows[0]
    await sql`
      insert into registry_record (tenant_id, registry, id, data)
      select ${sql.lit(tenantId)}, 'environment-type', ${sql.lit(reg)}, '{"name":"Salão"}'::jsonb
      union all
      select ${sql.lit(tenantId)}, 'environment-format', ${sql.lit(reg)} + f, jsonb_build_object('name', (array['Auditório','Escolar','Banquete','Coquetel'])[f])
        from generate_series(1, 4) f`.execute(trx)
    // Rooms 0…269 simple, 270…299 compound, compound c made of simple rooms 2c and 2c+1.
    const room0 = reg + 10
    await sql`
      insert into registry_record (tenant_id, registry, id, data)
      select ${sql.lit(tenantId)}, 'environment', ${sql.lit(room0)} + r, jsonb_build_object(
        'name', 'Sala ' || lpad(r::text, 3, '0'), 'environmentType', jsonb_build_object('id', ${sql.lit(reg)}),
        'compound', r >= 270,
        'composition', case when r >= 270 then jsonb_build_array(
            jsonb_build_object('id', ${sql.lit(room0)} + 2 * (r - 270)), jsonb_build_object('id', ${sql.lit(room0)} + 2 * (r - 270) + 1))
          else '[]'::jsonb end,
        'formats', jsonb_build_array(
          jsonb_build_object('format', jsonb_build_object('id', ${sql.lit(reg)} + 1), 'capacity', 20 + (r % 50) * 10),
          jsonb_build_object('format', jsonb_build_object('id', ${sql.lit(reg)} + 1 + r % 4), 'capacity', 10 + (r % 30) * 5)),
        'dailyRate', 1000 + r * 10, 'active', true)
      from generate_series(0, ${sql.lit(diaryRooms - 1)}) r`.execute(trx)
    await sql`
      insert into environment_part (tenant_id, environment_id, part_id)
      select ${sql.lit(tenantId)}, ${sql.lit(room0)} + r, ${sql.lit(room0)} + 2 * (r - 270) + p
        from generate_series(270, ${sql.lit(diaryRooms - 1)}) r, generate_series(0, 1) p`.execute(trx)
    await spreadBookings(trx, { tenantId, room0, ev, ee, bookings, rules })
    await rankAllHolds(trx, tenantId, rules.holds)
    for (const t of ['registry_record', 'event', 'event_environment'])
      await sql`select setval(pg_get_serial_sequence(${t}, 'id'), (select max(id) from ${sql.table(t)}))`.execute(
        trx,
      )
  })
  const inserted = Date.now()
  for (const t of ['registry_record', 'environment_part', 'event', 'event_environment', 'booking_occupancy'])
    await sql`vacuum analyze ${sql.table(t)}`.execute(db)
  console.log(
    `bench: seeded the diary (${diaryRooms} rooms, ${bookings} bookings) in ${((Date.now() - t0) / 1000).toFixed(1)} s (VACUUM ANALYZE ${((Date.now() - inserted) / 1000).toFixed(1)} s)`,
  )
  return ids()
}
