import type { ReferenceResolver } from '../files/reference-routes.js'

/**
 * `GET /events/file/r/{reference}` for documents and badges: the finished file of a request the
 * asker made (another person's reference is a 404, DESIGN.md wave 2 "Files of jobs").
 */
export const badgeReference: ReferenceResolver = async (trx, reference, auth) => {
  const row = await trx
    .selectFrom('badge_batch as b')
    .innerJoin('stored_file as f', (j) =>
      j.onRef('f.tenant_id', '=', 'b.tenant_id').onRef('f.id', '=', 'b.file_id'),
    )
    .select(['f.id', 'f.name'])
    .where('b.job_reference', '=', reference)
    .where('b.created_by', '=', auth.eventsUserId ?? 0)
    .where('b.status', '=', 'DONE')
    .executeTakeFirst()
  return row ? { fileId: row.id, name: row.name } : null
}

export const documentReference: ReferenceResolver = async (trx, reference, auth) => {
  const row = await trx
    .selectFrom('event_document as d')
    .innerJoin('stored_file as f', (j) =>
      j.onRef('f.tenant_id', '=', 'd.tenant_id').onRef('f.id', '=', 'd.file_id'),
    )
    .select(['f.id', 'f.name'])
    .where('d.job_reference', '=', reference)
    .where('d.created_by', '=', auth.eventsUserId ?? 0)
    .where('d.status', '=', 'DONE')
    .executeTakeFirst()
  return row ? { fileId: row.id, name: row.name } : null
}
