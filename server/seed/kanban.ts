import type { FastifyInstance } from 'fastify'
import { withTenant } from '../db/tenant.js'
import type { Actor } from '../auth/actor.js'
import { configurationVersion } from '../configuration/repository.js'
import { saveConfiguration } from '../configuration/save.js'
import { moveCard } from '../kanban/move.js'
import { localToday } from '../../common/events/clock.js'
import { findRecords } from '../registries/reader.js'

/**
 * The demo board (issue 20): kanban turned on, linked to the situations (issue 35: a confirmed
 * event moves to the confirmed column by itself), and the demo events on the columns their
 * situations give them — negotiations split between "negotiating" and the column with no
 * situation (a proposal sent), the only cards moved by hand. Written through the verbs like the
 * events themselves: each move is audited as a person's would be. A card left on its situation's
 * column keeps following the situation; one placed there by hand would stay put.
 */
export async function seedDemoBoard(app: FastifyInstance, tenantId: number, admin: Actor) {
  const { columns, events } = await withTenant(app.database.db, tenantId, async (trx) => ({
    columns: (await findRecords(trx, 'kanban-status', { activeOnly: true })).sort(
      (a, b) => a.order - b.order,
    ),
    events: await trx
      .selectFrom('event')
      .select(['id', 'situation', 'version', 'start_date'])
      .orderBy('id')
      .execute(),
  }))
  if (columns.length < 2) return
  // A save of the configuration carries the version it was read with.
  const version = await withTenant(app.database.db, tenantId, (trx) => configurationVersion(trx))
  await saveConfiguration(app, admin, {
    version,
    entries: [
      { name: 'USE_KANBAN', value: true },
      { name: 'LINK_KANBAN_TO_SITUATIONS', value: true },
    ],
  })
  const bySituation = new Map<string, (typeof columns)[number]>(
    columns.filter((c) => c.situation).map((c) => [c.situation!, c]),
  )
  const unlinked = columns.find((c) => !c.situation)
  // Every second negotiation by start date, the past and the coming ones apart, is a proposal
  // sent: the id's parity once put every coming negotiation on the proposals' column.
  const today = localToday()
  const sent = new Set<number>()
  for (const ahead of [false, true])
    events
      .filter((e) => e.situation === 'NEGOTIATION' && String(e.start_date).slice(0, 10) > today === ahead)
      .sort((a, b) => String(a.start_date).localeCompare(String(b.start_date)))
      .forEach((e, i) => i % 2 === 1 && sent.add(e.id))
  for (const e of events) {
    const proposal = unlinked && sent.has(e.id)
    // Linked, an event starts on its situation's column (else the first): only proposals move.
    const start = bySituation.get(e.situation) ?? columns[0]
    const target = proposal && unlinked ? unlinked : start
    if (target.id === start.id) continue
    await withTenant(app.database.db, tenantId, (trx) =>
      moveCard(app, trx, admin, e.id, { kanbanStatus: { id: target.id }, version: e.version }),
    )
  }
}
