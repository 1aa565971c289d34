import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { entryByName } from './catalogue.js'

type Trx = Transaction<Database>

/** The entries this tenant changed, by name (values as stored, jsonb). */
export async function storedValues(trx: Trx): Promise<Map<string, unknown>> {
  const rows = await trx.selectFrom('configuration_entry').select(['name', 'value']).execute()
  return new Map(rows.map((r) => [r.name, r.value]))
}

/** Writes several entries in the caller's transaction; validation happened before. */
export async function saveValues(
  trx: Trx,
  tenantId: number,
  values: Map<string, unknown>,
  updatedBy: number | null,
) {
  if (!values.size) return
  await trx
    .insertInto('configuration_entry')
    .values(
      [...values].map(([name, value]) => ({
        tenant_id: tenantId,
        name,
        value: sql`${JSON.stringify(value)}::jsonb`,
        updated_by: updatedBy,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'name']).doUpdateSet({
        value: sql`excluded.value`,
        updated_by: sql`excluded.updated_by`,
        updated_at: sql`localtimestamp(0)`,
      }),
    )
    .execute()
}

/**
 * Takes the next document number and moves DOCUMENT_SEQUENCE on, in one statement, so two
 * documents generated at once never share a number (the row lock orders them).
 */
export async function takeDocumentSequence(trx: Trx, tenantId: number): Promise<number> {
  const firstDefault = Number(entryByName.get('DOCUMENT_SEQUENCE')!.default)
  const row = await sql<{ taken: number }>`
    INSERT INTO configuration_entry AS c (tenant_id, name, value)
    VALUES (${tenantId}, 'DOCUMENT_SEQUENCE', to_jsonb(${firstDefault + 1}::int))
    ON CONFLICT (tenant_id, name) DO UPDATE SET value = to_jsonb((c.value #>> '{}')::int + 1), updated_at = localtimestamp(0)
    RETURNING (value #>> '{}')::int - 1 AS taken
  `.execute(trx)
  return Number(row.rows[0].taken)
}
