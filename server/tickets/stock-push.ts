import type { FastifyInstance } from 'fastify'
import { withTenant } from '../db/tenant.js'
import { publishPush } from '../notifications/publish.js'
import { BOX_OFFICE_FEATURE } from './features.js'

/** Every desk of a box office follows `box-office/<id>` to see places go as others sell. */
export const stockChannel = (boxOfficeId: number) => `box-office/${boxOfficeId}`
const COALESCE_MS = 150

/**
 * Tells the desks after a sale, cancel or refund has committed that the box office's stock moved
 * (they read it again). Sent after the commit and coalesced per box office, so a rush of sales
 * costs one NOTIFY every 150 ms rather than one per sale inside the selling transaction, where
 * NOTIFY's commit-time lock would serialise the sales.
 */
export function stockPushes(app: FastifyInstance) {
  app.realtime.shareChannel(/^box-office\/\d+$/, BOX_OFFICE_FEATURE)
  const pending = new Map<string, { tenantId: number; boxOfficeId: number }>()
  let timer: ReturnType<typeof setTimeout> | undefined

  const flush = async () => {
    timer = undefined
    const due = [...pending.values()]
    pending.clear()
    for (const { tenantId, boxOfficeId } of due)
      await withTenant(app.database.db, tenantId, (trx) =>
        publishPush(trx, {
          tenantId,
          channel: stockChannel(boxOfficeId),
          payload: { type: 'STOCK', boxOfficeId },
        }),
      ).catch((err: unknown) => app.log.warn({ err }, 'box office stock push failed'))
  }
  app.addHook('onClose', async () => {
    clearTimeout(timer)
    await flush()
  })
  return (tenantId: number, boxOfficeId: number) => {
    pending.set(`${tenantId}|${boxOfficeId}`, { tenantId, boxOfficeId })
    timer ??= setTimeout(() => void flush(), COALESCE_MS)
  }
}
