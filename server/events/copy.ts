import type { FastifyInstance } from 'fastify'
import { inActorTenant, type Actor } from '../auth/actor.js'
import { AppError } from '../http/errors.js'
import { hasFeature } from '../auth/context.js'
import { readableEvent } from './event-lock.js'
import { writeAudit } from './audit/audit.js'
import { copiedColumns, toJson, type EventRow } from './model.js'
import { labelEvents } from './read.js'

/**
 * Sub-items that describe what the event is rather than what it holds: copied as they are. Not
 * copied: rooms and equipment (the copy has the same dates, so they would double-book the
 * original's rooms and stock; they are booked again on the copy), payments, attachments and
 * documents (money and files of the original), follow-ups (its conversation).
 */
const COPIED_KINDS = ['meal', 'menu', 'room-service', 'department', 'commission', 'discount', 'programming']

/**
 * A new event in NEW with the general data, the active requesters, the sub-items of
 * COPIED_KINDS and the summary responsibles of the original; never its situation history or
 * cancellation.
 */
export async function copyEvent(app: FastifyInstance, auth: Actor, id: number) {
  if (!hasFeature(auth, 'ACTION_COPY'))
    throw new AppError(403, 'error.forbidden', [], 'permission ACTION_COPY required')
  return inActorTenant(app.database.db, auth, async (trx) => {
    const src = await readableEvent(trx, auth, id)
    const copy = await trx
      .insertInto('event')
      .values({
        // The general data: the schema's writable fields (copiedColumns; name and dates among them).
        ...(Object.fromEntries(copiedColumns.map((c) => [c, src[c]])) as Pick<
          EventRow,
          'name' | 'start_date' | 'end_date'
        >),
        tenant_id: auth.tenantId!,
        created_by: auth.eventsUserId,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    const requesters = await trx
      .selectFrom('event_requester')
      .selectAll()
      .where('event_id', '=', id)
      .where('situation', '=', 'ACTIVE')
      .execute()
    for (const r of requesters) {
      await trx
        .insertInto('event_requester')
        .values({
          tenant_id: auth.tenantId!,
          event_id: copy.id,
          person_id: r.person_id,
          name: r.name,
          email: r.email,
          phone: r.phone,
        })
        .execute()
    }
    const items = await trx
      .selectFrom('event_item')
      .select(['id', 'kind', 'data'])
      .where('event_id', '=', id)
      .where('kind', 'in', COPIED_KINDS)
      .orderBy('id')
      .execute()
    // One insert per item (an event has few): each copy knows the item it came from.
    const copied: { kind: string; id: number; from: number }[] = []
    for (const item of items) {
      const row = await trx
        .insertInto('event_item')
        .values({
          tenant_id: auth.tenantId!,
          event_id: copy.id,
          kind: item.kind,
          data: JSON.stringify(item.data) as never,
          created_by: auth.eventsUserId,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      copied.push({ kind: item.kind, id: row.id, from: item.id })
    }
    const summary = await trx
      .selectFrom('event_summary')
      .select('data')
      .where('event_id', '=', id)
      .executeTakeFirst()
    if (summary)
      await trx
        .insertInto('event_summary')
        .values({ tenant_id: auth.tenantId!, event_id: copy.id, data: JSON.stringify(summary.data) as never })
        .execute()
    await writeAudit(trx, auth.tenantId!, { id: auth.eventsUserId, email: auth.email }, [
      { eventId: copy.id, action: 'I', origin: 'event', itemId: copy.id, field: 'copiedFrom', to: id },
      ...copied.map((c) => ({
        eventId: copy.id,
        action: 'I' as const,
        origin: c.kind,
        itemId: c.id,
        field: 'copiedFrom',
        to: c.from,
      })),
      ...(summary
        ? [
            {
              eventId: copy.id,
              action: 'I' as const,
              origin: 'summary',
              itemId: copy.id,
              field: 'copiedFrom',
              to: id,
            },
          ]
        : []),
    ])
    return (await labelEvents(trx, app.registryModels, [toJson(copy)]))[0]
  })
}
