import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/types.js'
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
 */
export async function syncRegistryIndexes(db: Kysely<Database>, models: RegistryModel[]) {
  const statements: string[] = []
  for (const m of models) {
    const where = `WHERE registry = '${m.name.replace(/'/g, "''")}'`
    for (const f of m.search) {
      statements.push(
        `CREATE INDEX IF NOT EXISTS ${indexName('s', m.name, [f])} ON registry_record USING gin ((${textExpr(f)}) gin_trgm_ops) ${where}`,
      )
    }
    for (const fields of m.unique) {
      const exprs = fields.map((f) =>
        m.scalars.get(f) === 'string' ? `(${textExpr(f)})` : (assertSafeField(f), `(data->'${f}')`),
      )
      const name = indexName('u', m.name, fields)
      uniqueIndexes.set(name, { registry: m.name, fields })
      statements.push(
        `CREATE UNIQUE INDEX IF NOT EXISTS ${name} ON registry_record (tenant_id, ${exprs.join(', ')}) ${where}`,
      )
    }
    for (const r of m.refs) {
      assertSafeField(r.field)
      statements.push(
        r.many
          ? `CREATE INDEX IF NOT EXISTS ${indexName('rm', m.name, [r.field])} ON registry_record USING gin ((data->'${r.field}') jsonb_path_ops) ${where}`
          : `CREATE INDEX IF NOT EXISTS ${indexName('r', m.name, [r.field])} ON registry_record (tenant_id, (data->'${r.field}'->>'id')) ${where}`,
      )
    }
  }
  for (const s of statements) await sql.raw(s).execute(db)
}
