import type { Kysely } from 'kysely'
import type { Database } from '../db/types.js'
import { enqueueJob } from '../jobs/queue.js'
import type { StoredFileTable } from './tables.js'

type Trx = Kysely<Database>

/** What a stored file is, apart from its bytes (already written under `key`). */
export interface FileRecord {
  kind: StoredFileTable['kind']
  name: string
  mime: string
  size: number
  key: string
  public?: boolean
  createdBy: number | null
}

export const FILE_REMOVE_TASK = 'files.remove'

/**
 * Records bytes already stored under `key` in the caller's transaction: the one insert into
 * `stored_file`, so every upload and every generated file is named and sized the same way.
 */
export async function recordFile(trx: Trx, tenantId: number, f: FileRecord) {
  return trx
    .insertInto('stored_file')
    .values({
      tenant_id: tenantId,
      kind: f.kind,
      // A name is shown and sent in Content-Disposition: no path separators, at most 200 characters.
      name: f.name.replace(/[\\/]/g, '-').slice(0, 200),
      mime: f.mime,
      size: f.size,
      storage_key: f.key,
      public: f.public ?? false,
      created_by: f.createdBy,
    })
    .returning(['id', 'name', 'mime', 'size', 'public'])
    .executeTakeFirstOrThrow()
}

/**
 * Forgets a stored file in the caller's transaction; its bytes go by a job queued in the same
 * transaction, so they stay while a rollback could still bring the row back.
 */
export async function forgetFile(trx: Trx, tenantId: number, fileId: number) {
  const row = await trx
    .deleteFrom('stored_file')
    .where('id', '=', fileId)
    .returning('storage_key')
    .executeTakeFirst()
  if (row) await enqueueJob(trx, { task: FILE_REMOVE_TASK, tenantId, payload: { key: row.storage_key } })
}

/** Whether an image with this id is stored (only images get a temporary URL). */
export const findImageId = (trx: Trx, id: number) =>
  trx
    .selectFrom('stored_file')
    .select('id')
    .where('id', '=', id)
    .where('kind', '=', 'IMAGE')
    .executeTakeFirst()

/** An image's row: its type, whether it is public and where its bytes are. */
export const findImage = (trx: Trx, id: number) =>
  trx
    .selectFrom('stored_file')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', 'IMAGE')
    .executeTakeFirst()

/** A stored file's row of any kind (a job's result a reference resolver pointed to). */
export const findStoredFile = (trx: Trx, id: number) =>
  trx.selectFrom('stored_file').selectAll().where('id', '=', id).executeTakeFirst()
