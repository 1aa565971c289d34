/**
 * The benchmark's large data set: 1,000 tenants with 1,000 events each (1,000,000 events), made
 * in the database with generate_series so it takes seconds, not hours. Idempotent: tenants named
 * BENCH0001… are created once; the demo tenant gets its share of events too, so the signed-in
 * demo admin lists a page out of 1,000 of its own inside a table of a million.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../server/db/types.js'

export async function seedLarge(db: Kysely<Database>, tenants = 1000, eventsPerTenant = 1000) {
  const have = await sql<{
    n: number
  }>`select count(*)::int as n from tenant where code like 'BENCH%'`.execute(db)
  if (have.rows[0].n >= tenants) return false
  const t0 = Date.now()
  await sql`
    insert into tenant (code, name)
    select 'BENCH' || lpad(i::text, 4, '0'), 'Bench venue ' || i from generate_series(1, ${tenants}) i
    on conflict (code) do nothing`.execute(db)
  // The owner bypasses row-level security here on purpose: this is bulk platform seeding.
  await sql`
    insert into event (tenant_id, name, client_name, start_date, end_date, situation, priority, estimated_people, created_by)
    select t.id,
           (array['Congresso','Casamento','Feira','Workshop','Formatura','Lançamento'])[1 + (g % 6)] || ' ' || g,
           'Cliente ' || (g % 97),
           timestamp '2026-01-01' + (g % 900) * interval '1 day' + (g % 10) * interval '1 hour',
           timestamp '2026-01-01' + (g % 900) * interval '1 day' + (g % 10 + 8) * interval '1 hour',
           (array['NEW','NEGOTIATION','CONFIRMED','IN_PROGRESS','CANCELED','END'])[1 + (g % 6)],
           (array['ONE','TWO','THREE','FOUR','FIVE'])[1 + (g % 5)],
           (g % 500),
           null
      from tenant t cross join generate_series(1, ${eventsPerTenant}) g
     where t.code like 'BENCH%' or t.code = 'DEMO'`.execute(db)
  await sql`analyze event`.execute(db)
  console.log(
    `bench: seeded ${tenants} tenants × ${eventsPerTenant} events in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  )
  return true
}
