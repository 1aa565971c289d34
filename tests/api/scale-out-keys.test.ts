import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'

/**
 * Ready to distribute by tenant (issue 39): every tenant table's primary key and unique keys
 * begin with tenant_id, and every foreign key between tenant tables carries it, so each tenant's
 * rows can live on one node (Citus: distributed by tenant_id, co-located). A table that must stay
 * global is listed, with its reason, in docs/scale-out.md's table of exceptions, which this test
 * reads: a new table that breaks the rule fails here until it is fixed or explained there.
 */
const doc = fs.readFileSync(path.resolve('docs/scale-out.md'), 'utf8')
/** Rows of the "Exceptions" table: | `constraint or table` | kind | reason | */
const listed = new Set(
  [...doc.slice(doc.indexOf('## Exceptions')).matchAll(/^\| `([a-z_]+)`\s+\|/gm)].map((m) => m[1]),
)

interface KeyRow {
  table_name: string
  constraint_name: string
  first_column: string
}

describe(`schema ready to distribute by tenant (${testDbKind()})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: false })
  })
  afterAll(() => t?.close())

  const tenantTables = async () =>
    (
      await sql<{ table_name: string }>`
        select c.relname as table_name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`.execute(t.database.db)
    ).rows.map((r) => r.table_name)

  it('every primary and unique key of a tenant table begins with tenant_id, or is an explained exception', async () => {
    const tables = await tenantTables()
    expect(tables.length).toBeGreaterThan(30)
    // Constraints and unique indexes alike (a unique index made without a constraint is a key too).
    const { rows } = await sql<KeyRow>`
      select c.relname as table_name, i.relname as constraint_name, a.attname as first_column
      from pg_index x join pg_class c on c.oid = x.indrelid join pg_class i on i.oid = x.indexrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum = x.indkey[0]
      where n.nspname = 'public' and x.indisunique and c.relname = any(${tables})
      order by 1, 2`.execute(t.database.db)
    const offending = rows
      .filter((r) => r.first_column !== 'tenant_id')
      .filter((r) => !listed.has(r.table_name) && !listed.has(r.constraint_name))
      .map((r) => `${r.table_name}: ${r.constraint_name}`)
    expect(offending).toEqual([])
  })

  it('every foreign key between tenant tables carries tenant_id', async () => {
    const tables = await tenantTables()
    const { rows } = await sql<{ table_name: string; constraint_name: string; has_tenant: boolean }>`
      select c.relname as table_name, k.conname as constraint_name,
        exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id'
          and a.attnum = any(k.conkey)) as has_tenant
      from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class f on f.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and k.contype = 'f' and c.relname = any(${tables})
        and f.relname = any(${tables}) and f.relname <> 'tenant'
      order by 1, 2`.execute(t.database.db)
    const offending = rows
      .filter((r) => !r.has_tenant)
      .filter((r) => !listed.has(r.table_name) && !listed.has(r.constraint_name))
      .map((r) => `${r.table_name}: ${r.constraint_name}`)
    expect(offending).toEqual([])
  })

  it('every exception listed in docs/scale-out.md still exists', async () => {
    const { rows } = await sql<{ name: string }>`
      select relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'i')`.execute(t.database.db)
    const names = new Set(rows.map((r) => r.name))
    expect([...listed].filter((name) => !names.has(name))).toEqual([])
  })
})
