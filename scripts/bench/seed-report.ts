/* eslint-disable no-restricted-syntax -- the bench seed writes registry rows set-wise on purpose (100k events through the engine would take hours) */
/**
 * The report bench's data (issue 19): tenant REPORTBENCH with its own admin and 100,000 events
 * over about 900 days, in every situation, each with one of five event types (so the report looks
 * labels up per batch as it does in use). A tenant apart so the other cases keep their figures.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../server/db/types.js'
import { LIST_MIX, LIST_PRIORITIES } from './event-mix.js'
import { demoTenants, seedTenants } from '../../server/seed/tenants.js'
import { seedAccounts } from '../../server/seed/accounts.js'

export const reportAccount = { email: 'admin@report-bench.test', password: 'Report@2026' }
export const reportEvents = 100_000

export async function seedReport(db: Kysely<Database>) {
  const t0 = Date.now()
  const tenants = await seedTenants(db, [
    { ...demoTenants[0], code: 'REPORTBENCH', name: 'Report bench venue', tradeName: 'Report bench venue' },
  ])
  const tenantId = tenants.get('REPORTBENCH')!
  await seedAccounts(db, tenants, [
    { ...reportAccount, memberships: [{ tenant: 'REPORTBENCH', type: 'ADMIN' }] },
  ])
  const count = async () =>
    (
      await sql<{
        n: number
      }>`select count(*)::int as n from event where tenant_id = ${sql.lit(tenantId)}`.execute(db)
    ).rows[0].n
  const have = await count()
  if (have === reportEvents) return
  if (have) throw new Error(`the report bench tenant holds ${have} events: drop the database`)
  await db.transaction().execute(async (trx) => {
    const reg = (
      await sql<{ reg: number }>`select coalesce(max(id), 0)::int + 1 as reg from registry_record`.execute(
        trx,
      )
    ).rows[0].reg
    await sql`
      insert into registry_record (tenant_id, registry, id, data)
      select ${sql.lit(tenantId)}, 'event-type', ${sql.lit(reg)} + k,
             jsonb_build_object('name', (array['Congresso','Casamento','Feira','Workshop','Formatura'])[k + 1], 'active', true)
        from generate_series(0, 4) k`.execute(trx)
    await sql`select setval(pg_get_serial_sequence('registry_record', 'id'), (select max(id) from registry_record))`.execute(
      trx,
    )
    await sql`
      insert into event (tenant_id, name, client_name, event_type_id, start_date, end_date, situation, priority, estimated_people, confirm_date, created_by)
      select ${sql.lit(tenantId)},
             (array['Congresso','Casamento','Feira','Workshop','Formatura','Lançamento'])[1 + (g % 6)] || ' ' || g,
             'Cliente ' || (g % 97),
             ${sql.lit(reg)} + g % 5,
             timestamp '2026-01-01' + (g % 900) * interval '1 day' + (g % 10) * interval '1 hour',
             timestamp '2026-01-01' + (g % 900) * interval '1 day' + (g % 10 + 8) * interval '1 hour',
             (${LIST_MIX}::text[])[1 + (g % ${sql.lit(LIST_MIX.length)})],
             (${LIST_PRIORITIES}::text[])[1 + (g % ${sql.lit(LIST_PRIORITIES.length)})],
             (g % 500),
             timestamp '2025-12-01' + (g % 900) * interval '1 day',
             null
        from generate_series(1, ${sql.lit(reportEvents)}) g`.execute(trx)
  })
  await sql`vacuum analyze event`.execute(db)
  console.log(
    `bench: seeded the report tenant (${reportEvents} events) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  )
}
