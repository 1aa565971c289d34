import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { entryByName } from './catalogue.js'

type Trx = Transaction<Database>

/**
 * The configuration's version lives in a row of its own (no catalogue name has a `$`): absent
 * means 1. Only a save of the configuration moves it — a document numbered (DOCUMENT_SEQUENCE)
 * does not, or every document would make an open configuration screen stale.
 */
const VERSION_ROW = '$version'

/** The entries this tenant changed, by name (values as stored, jsonb). */
export async function storedValues(trx: Trx): Promise<Map<string, unknown>> {
  const rows = await trx
    .selectFrom('configuration_entry')
    .select(['name', 'value'])
    .where('name', '<>', VERSION_ROW)
    .execute()
  return new Map(rows.map((r) => [r.name, r.value]))
}

export async function configurationVersion(trx: Trx): Promise<number> {
  const row = await trx
    .selectFrom('configuration_entry')
    .select('value')
    .where('name', '=', VERSION_ROW)
    .executeTakeFirst()
  return row ? Number(row.value) : 1
}

/**
 * Compare-and-bump of the configuration's version, decided in the database: the UPDATE takes the
 * row lock and a concurrent save waits for it, then finds the version moved and matches nothing
 * (the first save of a tenant creates the row; a second one waits on that insert). Returns the
 * new version, or undefined when `expected` is stale.
 */
export async function bumpConfigurationVersion(
  trx: Trx,
  tenantId: number,
  expected: number,
  updatedBy: number | null,
): Promise<number | undefined> {
  await sql`
    INSERT INTO configuration_entry (tenant_id, name, value) VALUES (${tenantId}, ${VERSION_ROW}, to_jsonb(1))
    ON CONFLICT (tenant_id, name) DO NOTHING
  `.execute(trx)
  const row = await sql<{ version: number }>`
    UPDATE configuration_entry
    SET value = to_jsonb((value #>> '{}')::bigint + 1), updated_at = localtimestamp(0), updated_by = ${updatedBy}
    WHERE tenant_id = ${tenantId} AND name = ${VERSION_ROW} AND value = to_jsonb(${expected}::bigint)
    RETURNING (value #>> '{}')::bigint AS version
  `.execute(trx)
  return row.rows[0] ? Number(row.rows[0].version) : undefined
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
