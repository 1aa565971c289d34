import { sql } from 'kysely'
import { withTenant } from '../db/tenant.js'
import { writeAudit } from '../events/audit/audit.js'
import type { SituationChange } from '../events/lifecycle/hooks.js'
import { enqueueJob } from '../jobs/queue.js'

/**
 * "Cancel: a reason is given; reservations are cancelled" (event-domain §4). Runs in the
 * `events.situationChanged` job after the cancellation committed: the event's active blocks become
 * CANCELED (audited) and each one the channel confirmed gets a `channel.cancel` job, enqueued in
 * the same transaction. Only ACTIVE blocks are touched, so a repeated run changes nothing.
 */
export async function cancelWithEvent(change: SituationChange) {
  if (change.to !== 'CANCELED') return
  const { app, tenantId, eventId, actor } = change
  await withTenant(app.database.db, tenantId, async (trx) => {
    const active = await trx
      .selectFrom('event_accommodation')
      .select(['id', 'cm_confirmation_id'])
      .where('event_id', '=', eventId)
      .where('situation', '=', 'ACTIVE')
      .orderBy('id')
      .forUpdate()
      .execute()
    if (!active.length) return
    await trx
      .updateTable('event_accommodation')
      .set({ situation: 'CANCELED', updated_at: sql`localtimestamp(0)` })
      .where(
        'id',
        'in',
        active.map((a) => a.id),
      )
      .execute()
    await writeAudit(
      trx,
      tenantId,
      { id: actor.eventsUserId, email: actor.email },
      active.map((a) => ({
        eventId,
        action: 'U' as const,
        origin: 'accommodation',
        itemId: a.id,
        field: 'situation',
        from: 'ACTIVE',
        to: 'CANCELED',
      })),
    )
    for (const a of active)
      if (a.cm_confirmation_id)
        await enqueueJob(trx, {
          task: 'channel.cancel',
          tenantId,
          payload: { confirmationId: a.cm_confirmation_id, accommodationId: a.id },
          ownerEmail: actor.email,
          maxAttempts: 5,
        })
  })
}
