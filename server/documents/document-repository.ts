import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { ACTIVE_SIGNATURE } from './generate.js'

type Trx = Transaction<Database>

/** The event's documents, newest first, with their file's name and size (none while generating). */
export const documentsOfEvent = (trx: Trx, eventId: number) =>
  trx
    .selectFrom('event_document as d')
    .leftJoin('stored_file as f', (j) =>
      j.onRef('f.tenant_id', '=', 'd.tenant_id').onRef('f.id', '=', 'd.file_id'),
    )
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
    .where('d.event_id', '=', eventId)
    .orderBy('d.id', 'desc')
    .execute()

/** Where a document's PDF is stored; undefined while it has none (or it is not the event's). */
export const documentFile = (trx: Trx, eventId: number, id: number) =>
  trx
    .selectFrom('event_document as d')
    .innerJoin('stored_file as f', (j) =>
      j.onRef('f.tenant_id', '=', 'd.tenant_id').onRef('f.id', '=', 'd.file_id'),
    )
    .select(['f.name', 'f.storage_key'])
    .where('d.event_id', '=', eventId)
    .where('d.id', '=', id)
    .executeTakeFirst()

/** What deciding a delete needs: the type (who may write it), its file and whether it is out for signing. */
export const documentToDelete = (trx: Trx, eventId: number, id: number) =>
  trx
    .selectFrom('event_document as d')
    .leftJoin('stored_file as f', (j) =>
      j.onRef('f.tenant_id', '=', 'd.tenant_id').onRef('f.id', '=', 'd.file_id'),
    )
    .select([
      'd.id',
      'd.document_type',
      'd.file_id',
      'f.storage_key',
      sql<boolean>`${ACTIVE_SIGNATURE}`.as('signing'),
    ])
    .where('d.event_id', '=', eventId)
    .where('d.id', '=', id)
    .executeTakeFirst()

export async function deleteDocument(trx: Trx, id: number) {
  await trx.deleteFrom('event_document').where('id', '=', id).execute()
}
