/**
 * `npm run scale-out-plan`: reads a migrated database's catalog (DATABASE_URL) and prints how its
 * tables go onto Citus (docs/scale-out.md): every table with tenant_id distributed by it and
 * co-located with `tenant`, the global tables (no tenant_id) as reference tables, and the
 * exceptions of docs/scale-out.md kept on the coordinator. Printed, never run: a move to Citus is
 * an operation a person reviews.
 */
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

export interface PlanInput {
  tenantTables: string[]
  globalTables: string[]
  coordinatorLocal: Set<string>
}

/** The statements, in an order Citus accepts: reference tables first, then the tenant tables. */
export function planStatements({ tenantTables, globalTables, coordinatorLocal }: PlanInput): string[] {
  const out = [
    '-- Reference tables: global rows every node reads (tenants, users, currencies of the system).',
  ]
  for (const t of globalTables.filter((t) => !coordinatorLocal.has(t)))
    out.push(`SELECT create_reference_table('${t}');`)
  // Same distribution column type and shard count: Citus co-locates them by default, so a
  // tenant's rows of every table sit on one node and its joins and foreign keys stay local.
  out.push('-- Distributed by tenant_id, co-located.')
  for (const t of tenantTables.filter((t) => !coordinatorLocal.has(t)))
    out.push(`SELECT create_distributed_table('${t}', 'tenant_id');`)
  out.push('-- Kept on the coordinator (docs/scale-out.md, Exceptions): read across tenants by design.')
  for (const t of [...coordinatorLocal].sort()) out.push(`-- ${t}: stays a local table`)
  return out
}

/** Table names of the Exceptions table of docs/scale-out.md whose kind is "coordinator-local". */
export function coordinatorLocalTables(doc: string): Set<string> {
  const section = doc.slice(doc.indexOf('## Exceptions'))
  return new Set([...section.matchAll(/^\| `([a-z_]+)`\s+\| coordinator-local\s+\|/gm)].map((m) => m[1]))
}

async function main() {
  const url = process.env.DATABASE_URL
  if (!url) {
    console.error('scale-out-plan: set DATABASE_URL to a migrated Eventdesk database')
    process.exit(2)
  }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const { rows } = await client.query<{ table_name: string; has_tenant: boolean }>(`
    select c.relname as table_name, exists (select 1 from pg_attribute a where a.attrelid = c.oid
      and a.attname = 'tenant_id' and not a.attisdropped) as has_tenant
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`)
  await client.end()
  const doc = fs.readFileSync(path.resolve('docs/scale-out.md'), 'utf8')
  const tenantTables = rows.filter((r) => r.has_tenant).map((r) => r.table_name)
  const globalTables = rows.filter((r) => !r.has_tenant).map((r) => r.table_name)
  console.log(
    planStatements({ tenantTables, globalTables, coordinatorLocal: coordinatorLocalTables(doc) }).join('\n'),
  )
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main()
