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
 * The lowest number no document of the tenant has. DOCUMENT_SEQUENCE is only a floor above it: a
 * configuration list read before a document was made and saved after would otherwise set the
 * counter back onto numbers in use, and every later document hit the unique (tenant, number).
 */
const nextFree = (tenantId: number) =>
  sql<number>`(SELECT coalesce(max(number), 0) + 1 FROM event_document WHERE tenant_id = ${tenantId})`

/**
 * Takes the next document number and moves DOCUMENT_SEQUENCE on. The first statement locks the
 * counter's row (creating it), so documents being numbered at once wait for each other; the second
 * is a new statement, so its snapshot holds every document committed by the previous holders of
 * the lock, and the number is above all of them whatever the counter was set to.
 */
export async function takeDocumentSequence(trx: Trx, tenantId: number): Promise<number> {
  const firstDefault = Number(entryByName.get('DOCUMENT_SEQUENCE')!.default)
  await sql`
    INSERT INTO configuration_entry AS c (tenant_id, name, value)
    VALUES (${tenantId}, 'DOCUMENT_SEQUENCE', to_jsonb(${firstDefault}::int))
    ON CONFLICT (tenant_id, name) DO UPDATE SET value = c.value
  `.execute(trx)
  const row = await sql<{ taken: number }>`
    UPDATE configuration_entry
    SET value = to_jsonb(greatest((value #>> '{}')::int, ${nextFree(tenantId)}) + 1), updated_at = localtimestamp(0)
    WHERE tenant_id = ${tenantId} AND name = 'DOCUMENT_SEQUENCE'
    RETURNING (value #>> '{}')::int - 1 AS taken
  `.execute(trx)
  return Number(row.rows[0].taken)
}

/**
 * After DOCUMENT_SEQUENCE is written (the write holds its row lock): a value below the numbers
 * issued becomes the next free one, so the screen shows the number the next document will get.
 */
export async function raiseDocumentSequence(trx: Trx, tenantId: number) {
  await sql`
    UPDATE configuration_entry
    SET value = to_jsonb(greatest((value #>> '{}')::int, ${nextFree(tenantId)}))
    WHERE tenant_id = ${tenantId} AND name = 'DOCUMENT_SEQUENCE'
  `.execute(trx)
}
