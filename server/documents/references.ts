import type { ReferenceResolver } from '../files/reference-routes.js'
import type { RenderedTable } from './rendering.js'

/**
 * `GET /events/file/r/{reference}` for documents and badges: the finished file of a request the
 * asker made (another person's reference is a 404, DESIGN.md wave 2 "Files of jobs").
 */
const finishedFile =
  (table: RenderedTable): ReferenceResolver =>
  async (trx, reference, auth) => {
    const row = await trx
      .selectFrom(table)
      .innerJoin('stored_file as f', (j) =>
        j.onRef('f.tenant_id', '=', `${table}.tenant_id`).onRef('f.id', '=', `${table}.file_id`),
      )
      .select(['f.id', 'f.name'])
      .where(`${table}.job_reference`, '=', reference)
      .where(`${table}.created_by`, '=', auth.eventsUserId ?? 0)
      .where(`${table}.status`, '=', 'DONE')
      .executeTakeFirst()
    return row ? { fileId: row.id, name: row.name } : null
  }

export const badgeReference = finishedFile('badge_batch')
export const documentReference = finishedFile('event_document')
