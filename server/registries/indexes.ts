import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/types.js'
import { lock } from '../db/locks.js'
import { indexName, type RegistryModel } from './model.js'

const SAFE = /^[A-Za-z][A-Za-z0-9_]*$/

export function assertSafeField(field: string) {
  if (!SAFE.test(field)) throw new Error(`unsafe field name in a registry schema: ${field}`)
}

/** `data->>'field'`, lower-cased for text so search and uniqueness ignore case. */
export const textExpr = (field: string) => {
  assertSafeField(field)
  return `lower(data->>'${field}')`
}

/** Maps the unique index names to their registry and fields (for 409 error.unique). */
export const uniqueIndexes = new Map<string, { registry: string; fields: string[] }>()

/**
 * Creates the partial indexes each schema implies (idempotent): trigram search on declared
 * search fields, unique per tenant for x-unique, and reference lookups for x-ref (dependency
 * checks on delete). Runs at start-up as the owner, before the server takes requests.
 *
 * Several servers start at once on one database (WORKERS, a cluster): two `CREATE INDEX IF NOT
 * EXISTS` of one name racing fail on the catalog's unique key, so the missing ones are found and
 * created under one lock. A later start finds them all there and locks no table.
 */
export async function syncRegistryIndexes(db: Kysely<Database>, models: RegistryModel[]) {
  const statements: { name: string; sql: string }[] = []
  const add = (name: string, sql: string) => statements.push({ name, sql })
  for (const m of models) {
    const where = `WHERE registry = '${m.name.replace(/'/g, "''")}'`
    for (const f of m.search) {
      const name = indexName('s', m.name, [f])
      add(
        name,
        `CREATE INDEX IF NOT EXISTS ${name} ON registry_record USING gin ((${textExpr(f)}) gin_trgm_ops) ${where}`,
      )
    }
    for (const fields of m.unique) {
      const exprs = fields.map((f) =>
        m.scalars.get(f) === 'string' ? `(${textExpr(f)})` : (assertSafeField(f), `(data->'${f}')`),
      )
      const name = indexName('u', m.name, fields)
      uniqueIndexes.set(name, { registry: m.name, fields })
      add(
        name,
        `CREATE UNIQUE INDEX IF NOT EXISTS ${name} ON registry_record (tenant_id, ${exprs.join(', ')}) ${where}`,
      )
    }
    for (const r of m.refs) {
      assertSafeField(r.field)
      const name = indexName(r.many ? 'rm' : 'r', m.name, [r.field])
      add(
        name,
        r.many
          ? `CREATE INDEX IF NOT EXISTS ${name} ON registry_record USING gin ((data->'${r.field}') jsonb_path_ops) ${where}`
          : `CREATE INDEX IF NOT EXISTS ${name} ON registry_record (tenant_id, (data->'${r.field}'->>'id')) ${where}`,
      )
    }
  }
  const existing = async (runner: Kysely<Database>) => {
    const { rows } = await sql<{ name: string }>`
      select indexname as name from pg_indexes
      where tablename = 'registry_record' and schemaname = current_schema()`.execute(runner)
    return new Set(rows.map((r) => r.name))
  }
  const there = await existing(db)
  if (statements.every((s) => there.has(s.name))) return
  await db.transaction().execute(async (trx) => {
    await lock(trx, 'registryIndexes')
    const now = await existing(trx)
    for (const s of statements) if (!now.has(s.name)) await sql.raw(s.sql).execute(trx)
  })
}
