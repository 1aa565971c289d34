import { sql, type Transaction } from 'kysely'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/types.js'
import { hasFeature, type AuthContext } from '../auth/context.js'
import { AppError, badRequest, conflict, fieldError } from '../http/errors.js'
import { lockEventForChange } from '../events/event-lock.js'
import { executeAction } from '../events/lifecycle/actions.js'
import type { Situation } from '../../common/events/situations.js'
import { canLeave, transitions, type ActionName } from '../events/lifecycle/lifecycle.js'
import type { ActionBody } from '../events/lifecycle/lifecycle-rules.js'
import { writeAudit } from '../events/audit/audit.js'
import { toJson } from '../events/model.js'
import { labelEvents } from '../events/read.js'
import { openBoard } from './columns.js'
import { columnOf } from './checklist.js'
import { notifyMove } from './move-notice.js'

type Trx = Transaction<Database>
export interface MoveBody extends ActionBody {
  kanbanStatus: { id: number }
}

/** The lifecycle action that takes an event from its situation to a column's linked one. */
function actionTo(from: Situation, to: Situation): ActionName | undefined {
  return (Object.keys(transitions) as ActionName[]).find(
    (a) => transitions[a].to === to && canLeave(a, from) && a !== 'endFinish',
  )
}

/**
 * Moves a card to another column, in one transaction holding the event row: permission, version,
 * and — with "link kanban to situations" and a column linked to another situation — the lifecycle
 * action through the one executor (its permission and rules; a refusal rolls the move back).
 * Writes the audit row, the KANBAN notification to the event's owner and, when configured, its e-mail.
 */
export async function moveCard(
  app: FastifyInstance,
  trx: Trx,
  auth: AuthContext,
  eventId: number,
  body: MoveBody,
) {
  if (!hasFeature(auth, 'ACTION_CHANGE_KANBAN_STATUS'))
    throw new AppError(403, 'error.forbidden', [], 'permission ACTION_CHANGE_KANBAN_STATUS required')
  // The event first: another tenant's id is 404 whatever that tenant's kanban setting.
  const event = await lockEventForChange(trx, auth, eventId, body.version, 'action')
  const board = await openBoard(trx)
  const target = board.columns.find((c) => c.id === body.kanbanStatus.id)
  if (!target) throw badRequest([fieldError('kanbanStatus', 'kanban.invalidStatus')])
  const from = columnOf(board, event)

  let ranAction = false
  const wanted = target.situation as Situation | undefined
  if (board.settings.linkKanbanToSituations && wanted && wanted !== event.situation) {
    const action = actionTo(event.situation as Situation, wanted)
    if (!action)
      throw conflict('kanban.noActionToSituation', [
        { field: 'kanbanStatus', message: 'kanban.noActionToSituation', target: wanted },
      ])
    await executeAction(app, trx, auth, action, eventId, { ...body, id: eventId, version: event.version })
    ranAction = true
  }
  const updated = await trx
    .updateTable('event')
    .set({
      kanban_status_id: target.id,
      version: ranAction ? sql`version` : sql`version + 1`,
      updated_at: sql`localtimestamp(0)`,
    })
    .where('id', '=', eventId)
    .returningAll()
    .executeTakeFirstOrThrow()
  if (from.id !== target.id) {
    await writeAudit(trx, auth.tenantId!, { id: auth.eventsUserId, email: auth.email }, [
      {
        eventId,
        action: 'U',
        origin: 'event',
        itemId: eventId,
        field: 'kanbanStatus',
        from: { id: from.id },
        to: { id: target.id },
      },
    ])
    await notifyMove(trx, board.settings, auth, updated, target.name)
  }
  const [json] = await labelEvents(trx, app.registryModels, [toJson(updated)])
  return json
}
