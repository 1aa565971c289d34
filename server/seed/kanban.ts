import type { FastifyInstance } from 'fastify'
import { withTenant } from '../db/tenant.js'
import { findRecords } from '../registries/reader.js'

/**
 * The demo board (issue 20): kanban turned on and the demo events placed on the columns their
 * situations suggest — negotiations split between "negotiating" and the column with no situation
 * (a proposal sent) — so a first start shows a board with content. Written through the API like
 * the events themselves: each move is audited as a person's would be.
 */
export async function seedDemoBoard(app: FastifyInstance, tenantId: number, token: string) {
  const call = async (method: 'PUT', url: string, payload: unknown) => {
    const res = await app.inject({
      method,
      url,
      headers: { ...app.quietHeaders, authorization: `Bearer ${token}` },
      payload: payload as Record<string, unknown>,
    })
    if (res.statusCode >= 300)
      throw new Error(`demo seed: ${method} ${url} answered ${res.statusCode} ${res.body}`)
  }
  const { columns, events } = await withTenant(app.database.db, tenantId, async (trx) => ({
    columns: (await findRecords(trx, 'kanban-status', { activeOnly: true })).sort(
      (a, b) => a.order - b.order,
    ),
    events: await trx.selectFrom('event').select(['id', 'situation', 'version']).orderBy('id').execute(),
  }))
  if (columns.length < 2) return
  await call('PUT', '/events/configuration/all', [{ name: 'USE_KANBAN', value: true }])
  const bySituation = new Map<string, (typeof columns)[number]>(
    columns.filter((c) => c.situation).map((c) => [c.situation!, c]),
  )
  const unlinked = columns.find((c) => !c.situation)
  for (const e of events) {
    const proposal = e.situation === 'NEGOTIATION' && unlinked && e.id % 2 === 0
    const target = proposal ? unlinked : bySituation.get(e.situation)
    // Events start on the first column: only the others need a move.
    if (!target || target.id === columns[0].id) continue
    await call('PUT', `/events/event/${e.id}/kanban-status`, {
      kanbanStatus: { id: target.id },
      version: e.version,
    })
  }
}
