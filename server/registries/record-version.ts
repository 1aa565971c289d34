import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { RegistryName } from './reader.js'

/**
 * Compare-and-bump of a record's version, for work that changes what hangs off a record rather
 * than its data (a waiting-list group's order: issue 31, 5e). One conditional UPDATE decides it
 * in the database: it takes the row lock, and a concurrent one waits for it, then finds the
 * version moved and matches nothing. Returns the new version, or undefined when `expected` is
 * stale or the record is not there (the caller tells 404 from 409).
 */
export async function bumpRecordVersion(
  trx: Transaction<Database>,
  registry: RegistryName,
  id: number,
  expected: number,
): Promise<number | undefined> {
  const row = await trx
    .updateTable('registry_record')
    .set({ version: sql`version + 1` })
    .where('registry', '=', registry)
    .where('id', '=', id)
    .where('version', '=', expected)
    .returning('version')
    .executeTakeFirst()
  return row?.version
}
