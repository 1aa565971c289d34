/**
 * The benchmark's large data set: 1,000 tenants sharing `events` events (1,000,000 by default;
 * BENCH_LARGE=<n> for another size, `none` for none), made in the database with generate_series so
 * it takes seconds, not hours. The rows are interleaved across tenants the way real data arrives
 * (tenant 1, 2, … 1,000, 1, 2, …), so a tenant's page is spread over the table's pages, not packed
 * into a few. The demo tenant gets its share too, so the signed-in demo admin lists a page of its
 * own inside a table of a million. Ends with VACUUM ANALYZE: without the visibility map the counts
 * cannot use index-only scans. Idempotent per size: a database holding another size is refused.
 */
import os from 'node:os'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../server/db/types.js'
import { LIST_MIX, LIST_PRIORITIES } from './event-mix.js'

export const defaultLargeEvents = 1_000_000

/** BENCH_LARGE: unset → the default, `none` → 0, else a positive whole number of events. */
export function largeEventsOption(value: string | undefined) {
  if (value === undefined || value === '') return defaultLargeEvents
  if (value === 'none') return 0
  const n = Number(value)
  if (!Number.isSafeInteger(n) || n < 1000)
    throw new Error(`BENCH_LARGE: none or a number ≥ 1000, not ${value}`)
  return n
}

export async function seedLarge(db: Kysely<Database>, events = defaultLargeEvents, tenants = 1000) {
  const perTenant = Math.max(1, Math.round(events / tenants))
  const have = await sql<{ tenants: number; events: number }>`
    select (select count(*)::int from tenant where code like 'BENCH%') as tenants,
           (select count(*)::int from event e join tenant t on t.id = e.tenant_id where t.code = 'BENCH0001') as events`.execute(
    db,
  )
  const { tenants: haveTenants, events: haveEvents } = have.rows[0]
  if (haveTenants === tenants && haveEvents === perTenant) return false
  if (haveTenants > 0)
    throw new Error(
      `the bench database holds ${haveTenants} bench tenants × ${haveEvents} events, not ${tenants} × ${perTenant}: use another BENCH_DATABASE_URL or drop it`,
    )
  const t0 = Date.now()
  await sql`
    insert into tenant (code, name)
    select 'BENCH' || lpad(i::text, 4, '0'), 'Bench venue ' || i from generate_series(1, ${tenants}) i`.execute(
    db,
  )
  // Interleaved rows land on a random leaf of every tenant-first index, which makes inserting them
  // three times slower than building the indexes afresh: so, in one transaction (all or nothing),
  // the event table's plain indexes are dropped, the rows inserted, and the same definitions
  // (read from the catalogue, constraints' indexes kept) created again.
  await db.transaction().execute(async (trx) => {
    const { rows: indexes } = await sql<{ name: string; definition: string }>`
      select indexname as name, indexdef as definition from pg_indexes
       where schemaname = current_schema() and tablename = 'event'
         and indexname not in (select conname from pg_constraint where conrelid = 'event'::regclass)`.execute(
      trx,
    )
    for (const i of indexes) await sql`drop index ${sql.id(i.name)}`.execute(trx)
    // One series over all rows, the tenant taken round-robin: rows land interleaved, in id order,
    // with no sort. The owner bypasses row-level security here on purpose: this is bulk seeding.
    await sql`
      insert into event (tenant_id, name, client_name, start_date, end_date, situation, priority, estimated_people, created_by)
      select s.ids[1 + i % s.n],
             (array['Congresso','Casamento','Feira','Workshop','Formatura','Lançamento'])[1 + (g % 6)] || ' ' || g,
             'Cliente ' || (g % 97),
             timestamp '2026-01-01' + (g % 900) * interval '1 day' + (g % 10) * interval '1 hour',
             timestamp '2026-01-01' + (g % 900) * interval '1 day' + (g % 10 + 8) * interval '1 hour',
             (${LIST_MIX}::text[])[1 + (g % ${sql.lit(LIST_MIX.length)})],
             (${LIST_PRIORITIES}::text[])[1 + (g % ${sql.lit(LIST_PRIORITIES.length)})],
             (g % 500),
             null
        from (select array_agg(id order by id) as ids, count(*)::int as n
                from tenant where code like 'BENCH%' or code = 'DEMO') s,
             generate_series(0, s.n * ${perTenant} - 1) i,
             lateral (select 1 + i / s.n as g) gg`.execute(trx)
    await sql`set local maintenance_work_mem = '256MB'`.execute(trx)
    for (const i of indexes) await sql.raw(i.definition).execute(trx)
  })
  const inserted = Date.now()
  await sql`vacuum analyze event`.execute(db)
  await sql`vacuum analyze tenant`.execute(db)
  const seconds = (ms: number) => (ms / 1000).toFixed(1)
  console.log(
    `bench: seeded ${tenants} tenants × ${perTenant} events in ${seconds(Date.now() - t0)} s (insert ${seconds(inserted - t0)} s, VACUUM ANALYZE ${seconds(Date.now() - inserted)} s)`,
  )
  // Issue 15: ≤ 60 s per million events on PostgreSQL on this machine (at a quiet load).
  const budgetS = (60 * perTenant * tenants) / 1_000_000
  if (Date.now() - t0 > budgetS * 1000)
    console.warn(
      `bench: the seed took over its ${budgetS.toFixed(1)} s (load average ${os.loadavg()[0].toFixed(2)})`,
    )
  return true
}
