import { sql, type Selectable, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { pageOf } from '../http/page.js'

type Trx = Transaction<Database>

export interface WebhookInput {
  url: string
  events: string[]
  /** Write-only; an update without it keeps the stored one. */
  secret?: string
  active?: boolean
  version?: number
}

/** Everything of a webhook but its secret, which never leaves the server. */
const visible = [
  'id',
  'url',
  'events',
  'active',
  'disabled_reason',
  'disabled_at',
  'failing_since',
  'version',
  'created_at',
] as const

type Row = Pick<Selectable<Database['webhook']>, (typeof visible)[number]>

const view = (r: Row) => ({
  id: r.id,
  url: r.url,
  events: r.events,
  active: r.active,
  disabledReason: r.disabled_reason,
  disabledAt: r.disabled_at,
  failingSince: r.failing_since,
  version: r.version,
  createdAt: r.created_at,
})
export type WebhookView = ReturnType<typeof view>

export async function countWebhooks(trx: Trx) {
  const { n } = await trx
    .selectFrom('webhook')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(n)
}

export async function listWebhooks(trx: Trx, page: number, size: number) {
  const total = await countWebhooks(trx)
  const rows = await trx
    .selectFrom('webhook')
    .select(visible)
    .orderBy('id', 'desc')
    .limit(size)
    .offset(page * size)
    .execute()
  return pageOf(rows.map(view), total, page, size)
}

export async function readWebhook(trx: Trx, id: number, lock = false) {
  let q = trx.selectFrom('webhook').select(visible).where('id', '=', id)
  if (lock) q = q.forUpdate()
  const row = await q.executeTakeFirst()
  return row ? view(row) : undefined
}

export async function insertWebhook(trx: Trx, tenantId: number, input: WebhookInput & { secret: string }) {
  const { id } = await trx
    .insertInto('webhook')
    .values({
      tenant_id: tenantId,
      url: input.url,
      events: input.events,
      secret: input.secret,
      active: input.active ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return (await readWebhook(trx, id))!
}

/** Switching a webhook on again clears why it was switched off and its failing streak. */
export async function updateWebhook(trx: Trx, id: number, input: WebhookInput) {
  const active = input.active ?? true
  await trx
    .updateTable('webhook')
    .set({
      url: input.url,
      events: input.events,
      ...(input.secret ? { secret: input.secret } : {}),
      active,
      ...(active ? { disabled_reason: null, disabled_at: null, failing_since: null } : {}),
      version: sql<number>`version + 1`,
    })
    .where('id', '=', id)
    .execute()
  return (await readWebhook(trx, id))!
}

export async function deleteWebhook(trx: Trx, id: number) {
  const gone = await trx.deleteFrom('webhook').where('id', '=', id).executeTakeFirst()
  return Number(gone.numDeletedRows) > 0
}
