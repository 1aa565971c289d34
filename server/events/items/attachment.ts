import { forgetFile, recordFile } from '../../files/repository.js'
import { prepared } from './checks.js'
import type { Item, ItemKind, Trx } from './types.js'
import { onTenantKey } from '../../db/tenant-join.js'

export interface UploadedFile {
  key: string
  name: string
  mime: string
  size: number
}

async function list(trx: Trx, eventId: number, id?: number): Promise<Item[]> {
  let q = trx
    .selectFrom('event_attachment as a')
    .innerJoin('stored_file as f', (j) => onTenantKey(j, 'f.id', 'a.file_id'))
    .select([
      'a.id',
      'a.description',
      'a.file_id',
      'f.name',
      'f.mime',
      'f.size',
      'f.created_at',
      'f.storage_key',
    ])
    .where('a.event_id', '=', eventId)
  if (id !== undefined) q = q.where('a.id', '=', id)
  const rows = await q.orderBy('a.id').execute()
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    mime: r.mime,
    size: r.size,
    description: r.description,
    createdAt: r.created_at,
    fileId: r.file_id,
    storageKey: r.storage_key,
  }))
}

/**
 * Files attached to the event. POST is the multipart upload of attachment-routes.ts, which stores
 * the bytes first and hands the stored file in as `file`; PUT changes the description only.
 */
export const attachmentKind: ItemKind = {
  kind: 'attachment',
  audited: ['name', 'description'],
  labels: [],
  list,
  async validate(ctx, body) {
    const d = await prepared(ctx, 'attachment', body)
    return body.file ? { ...d, file: body.file } : d
  },
  async insert(ctx, d) {
    const file = d.file as UploadedFile
    const stored = await recordFile(ctx.trx, ctx.auth.tenantId!, {
      kind: 'ATTACHMENT',
      name: file.name,
      mime: file.mime,
      size: file.size,
      key: file.key,
      createdBy: ctx.auth.eventsUserId,
    })
    const row = await ctx.trx
      .insertInto('event_attachment')
      .values({
        tenant_id: ctx.auth.tenantId!,
        event_id: ctx.event.id,
        file_id: stored.id,
        description: (d.description as string | undefined) ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  },
  async update(ctx, before, d) {
    await ctx.trx
      .updateTable('event_attachment')
      .set({ description: (d.description as string | undefined) ?? null })
      .where('id', '=', before.id)
      .execute()
  },
  async remove(ctx, before) {
    await ctx.trx.deleteFrom('event_attachment').where('id', '=', before.id).execute()
    await forgetFile(ctx.trx, ctx.auth.tenantId!, before.fileId as number)
  },
  /** The storage key is the server's business. */
  async decorate(_trx, items) {
    for (const item of items) delete item.storageKey
  },
}
