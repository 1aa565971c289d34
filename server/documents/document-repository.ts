import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { ACTIVE_SIGNATURE } from './document-request.js'
import { onTenantKey } from '../db/tenant-join.js'

type Trx = Transaction<Database>

/** One event's documents, each with its file when it has one (none while generating). */
const withFile = (trx: Trx, eventId: number) =>
  trx
    .selectFrom('event_document as d')
    .leftJoin('stored_file as f', (j) => onTenantKey(j, 'f.id', 'd.file_id'))
    .where('d.event_id', '=', eventId)

/** The event's documents, newest first, with their file's name and size (none while generating). */
export const documentsOfEvent = (trx: Trx, eventId: number) =>
  withFile(trx, eventId)
    .select([
      'd.id',
      'd.document_type',
      'd.template_id',
      'd.number',
      'd.version',
      'd.status',
      'd.job_reference',
      'd.error',
      'd.signature',
      'd.changes',
      'd.created_at',
      'd.total',
      'd.event_version',
      'd.priced',
      'f.name',
      'f.size',
    ])
    .orderBy('d.id', 'desc')
    .execute()

/** Where a document's PDF is stored; undefined while it has none (or it is not the event's). */
export const documentFile = (trx: Trx, eventId: number, id: number) =>
  trx
    .selectFrom('event_document as d')
    .innerJoin('stored_file as f', (j) => onTenantKey(j, 'f.id', 'd.file_id'))
    .select(['f.name', 'f.storage_key'])
    .where('d.event_id', '=', eventId)
    .where('d.id', '=', id)
    .executeTakeFirst()

/**
 * What deciding a change of a document (sending it for signature, deleting it) needs, its row
 * locked: the type (who may write it), its state, its file and whether it is out for signing.
 */
export const documentToChange = (trx: Trx, eventId: number, id: number) =>
  withFile(trx, eventId)
    .select([
      'd.id',
      'd.document_type',
      'd.status',
      'd.file_id',
      'f.name',
      sql<boolean>`${ACTIVE_SIGNATURE}`.as('signing'),
    ])
    .where('d.id', '=', id)
    .forUpdate('d')
    .executeTakeFirst()

export async function deleteDocument(trx: Trx, id: number) {
  await trx.deleteFrom('event_document').where('id', '=', id).execute()
}
