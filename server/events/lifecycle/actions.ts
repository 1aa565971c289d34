import type { FastifyInstance } from 'fastify'
import { inActorTenant, type Actor } from '../../auth/actor.js'
import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/types.js'
import type { AuthContext } from '../../auth/context.js'
import { hasFeature } from '../../auth/context.js'
import { AppError, conflict } from '../../http/errors.js'
import { settleEquipment } from '../bookings/equipment-stock.js'
import type { Situation } from '../../../common/events/situations.js'
import { canLeave, targetOf, transitions, type ActionName } from './lifecycle.js'
import { lifecycleRules, type ActionBody } from './lifecycle-rules.js'
import { lockEventForChange } from '../event-lock.js'
import { toJson } from '../model.js'
import { diffEntries, writeAudit } from '../audit/audit.js'
import { auditedEventFields } from '../model.js'
import { localDateTime, localToday, dayOf } from '../../../common/events/clock.js'
import { emitSituationChange } from './hooks.js'
import { labelEvents } from '../read.js'
import { placeOnWaitList } from '../waiting-list/rank.js'
import { markEventMoney } from '../money/money-marks.js'
import { keepingDenials } from '../lost-business/denials.js'
import { recordCancellation, recordRefusedBooking } from '../lost-business/lost-business.js'
import { refusalOf } from '../bookings/refusals.js'

const idOf = (v: { id: number } | number | undefined) => (typeof v === 'number' ? v : v?.id)

/** What an action writes besides the situation. */
function changesFor(action: ActionName, body: ActionBody, from: Situation, eventStart: string) {
  const now = localDateTime()
  switch (action) {
    case 'confirm':
      return { confirmed_at: now }
    case 'undoConfirm':
      return { confirmed_at: null }
    case 'start': {
      // Starting an event whose start day has passed (or with a past start date) is retroactive.
      const start = body.startDate ?? eventStart
      return { started_at: body.startDate ?? now, retroactive_start: dayOf(start) < localToday() }
    }
    case 'undoStart':
      return { started_at: null, retroactive_start: false }
    case 'cancel':
      return {
        cancellation_reason_id: idOf(body.reason) ?? null,
        cancellation_observation: body.observation ?? null,
        canceled_at: now,
      }
    case 'undoCancel':
      return { cancellation_reason_id: null, cancellation_observation: null, canceled_at: null }
    case 'waitListPut':
      return {
        wait_list: true,
        situation_before_wait_list: from,
        wait_list_group_id: idOf(body.waitListGroup) ?? undefined,
      }
    case 'waitListRemove':
      return { wait_list: false, situation_before_wait_list: null }
    default:
      return {}
  }
}

/**
 * The one executor of lifecycle actions: permission, then in ONE transaction that locks the
 * event row — version, situation, the action's rules, the write and its audit rows. A refusal
 * throws before anything is written. Listeners (notifications, e-mails) run in a job after commit.
 */
export async function runAction(
  app: FastifyInstance,
  actor: Actor,
  action: ActionName,
  eventId: number,
  body: ActionBody,
) {
  const outcome = await inActorTenant(app.database.db, actor, async (trx) => {
    // A booking the action would make blocking and cannot (the room taken, a higher option ahead)
    // is lost business: the row commits, everything the action did is undone (events/lost-business/denials.ts).
    const kept = await keepingDenials(
      trx,
      () => executeAction(app, trx, actor, action, eventId, body),
      (err) => {
        const refused = refusalOf(err)
        return (
          refused &&
          (async () => {
            const event = await trx
              .selectFrom('event')
              .selectAll()
              .where('id', '=', eventId)
              .executeTakeFirstOrThrow()
            await recordRefusedBooking(trx, actor, event, err as AppError, refused)
          })
        )
      },
    )
    return kept.refused ? { refused: kept.refused } : kept.value
  })
  // The refusal is answered once its lost-business row has committed.
  if ('refused' in outcome) throw outcome.refused
  return outcome.json
}

/**
 * The executor's body in the caller's transaction, for a change that runs an action as part of
 * itself (a kanban move linked to a situation): the action and the change commit or fail together.
 */
export async function executeAction(
  app: FastifyInstance,
  trx: Transaction<Database>,
  auth: AuthContext,
  action: ActionName,
  eventId: number,
  body: ActionBody,
) {
  const t = transitions[action]
  if (!hasFeature(auth, t.permission))
    throw new AppError(403, 'error.forbidden', [], `permission ${t.permission} required`)
  const event = await lockEventForChange(trx, auth, eventId, body.version, 'action')
  const from = event.situation as Situation
  if (!canLeave(action, from))
    throw conflict('event.invalidSituation', [
      { field: 'situation', message: 'event.invalidSituation', target: from },
    ])
  for (const rule of t.rules) await lifecycleRules[rule]({ trx, auth, event, body })

  const to = targetOf(action, from, event.situation_before_wait_list as Situation | null)
  const updated = await trx
    .updateTable('event')
    .set({
      ...changesFor(action, body, from, event.start_date),
      situation: to,
      version: sql`version + 1`,
      updated_at: sql`localtimestamp(0)`,
    })
    .where('id', '=', eventId)
    .returningAll()
    .executeTakeFirstOrThrow()
  if (action === 'waitListPut' || action === 'waitListRemove') await placeOnWaitList(trx, updated)
  // Rooms follow the situation in the same transaction: confirming may be refused (409).
  await app.events.bookings.settleSituation(trx, auth, eventId)
  // Equipment follows too: a situation that starts taking stock must find it (EQUIPMENT_BLOCK).
  await settleEquipment(app.events.bookings, trx, eventId, from, to)
  // Confirming puts the event's money on the books (pace reads it as it stood).
  await markEventMoney(trx, eventId)
  const before = toJson(event)
  const after = toJson(updated)
  await writeAudit(
    trx,
    auth.tenantId!,
    { id: auth.eventsUserId, email: auth.email },
    diffEntries(eventId, 'event', eventId, before, after, auditedEventFields),
  )
  // A cancellation with a reason is lost business, written with the change (lost-business.ts).
  if (action === 'cancel') await recordCancellation(trx, auth, updated)
  // Listeners run in a job queued here: the answer never waits for SMTP, and nothing is lost.
  await emitSituationChange(trx, {
    tenantId: auth.tenantId!,
    eventId,
    eventName: updated.name,
    from,
    to,
    createdBy: updated.created_by,
    actor: { eventsUserId: auth.eventsUserId ?? null, email: auth.email },
  })
  return { from, to, updated, json: (await labelEvents(trx, app.registryModels, [after]))[0] }
}
