import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/types.js'
import type { AuthContext } from '../../auth/context.js'
import { hasFeature } from '../../auth/context.js'
import { AppError, badRequest, conflict, fieldError } from '../../http/errors.js'
import type { RuleName } from './lifecycle.js'
import type { EventRow } from '../model.js'
import { dayOf, localToday } from '../../../common/events/clock.js'
import { getSettings } from '../../configuration/settings.js'
import { getRecord, recordExists } from '../../registries/reader.js'

export interface ActionBody {
  id?: number
  version?: number
  reason?: { id: number } | number
  observation?: string
  continueWithPendingPayments?: boolean
  startDate?: string
  waitListGroup?: { id: number } | number
}

export interface RuleContext {
  trx: Transaction<Database>
  auth: AuthContext
  event: EventRow
  body: ActionBody
}

const idOf = (v: { id: number } | number | undefined) => (typeof v === 'number' ? v : v?.id)
const count = async (q: Promise<{ n: number | string } | undefined>) => Number((await q)?.n ?? 0)

/**
 * Each rule throws the refusal (409, 403 or 400 with a key naming the rule) or returns. A refusal
 * the person can mend names what to mend (`customer`, `requesters`, `environments`), so the app
 * leads there.
 */
export const lifecycleRules: Record<RuleName, (ctx: RuleContext) => Promise<void>> = {
  async notOnWaitList({ event }) {
    if (event.wait_list) throw conflict('event.onWaitList')
  },
  async oneActiveRequester({ trx, event }) {
    const n = await count(
      trx
        .selectFrom('event_requester')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('event_id', '=', event.id)
        .where('situation', '=', 'ACTIVE')
        .executeTakeFirst(),
    )
    if (n !== 1)
      throw conflict('event.confirmNeedsOneRequester', [
        fieldError('requesters', 'event.confirmNeedsOneRequester'),
      ])
  },
  async hasEnvironment({ trx, event }) {
    const n = await count(
      trx
        .selectFrom('event_environment')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('event_id', '=', event.id)
        .executeTakeFirst(),
    )
    if (n === 0)
      throw conflict('event.confirmNeedsEnvironment', [
        fieldError('environments', 'event.confirmNeedsEnvironment'),
      ])
  },
  async customerHasDocument({ trx, event }) {
    if (!event.customer_id)
      throw conflict('event.customerRequired', [fieldError('customer', 'event.customerRequired')])
    const person = await getRecord(trx, 'person', event.customer_id)
    const doc = person?.document
    const docs = person?.documents
    const has = (typeof doc === 'string' && doc.trim() !== '') || (Array.isArray(docs) && docs.length > 0)
    if (!has)
      throw conflict('event.customerWithoutDocument', [
        fieldError('customer', 'event.customerWithoutDocument'),
      ])
  },
  async notStartedNorToday({ event }) {
    if (dayOf(event.start_date) <= localToday()) throw conflict('event.alreadyStarted')
  },
  async notInternal({ trx, event }) {
    const type = event.event_type_id ? await getRecord(trx, 'event-type', event.event_type_id) : undefined
    if (event.internal || type?.internal === true) throw conflict('event.internalCannotUndoConfirm')
  },
  async endNotPassed({ event }) {
    if (dayOf(event.end_date) < localToday()) throw conflict('event.endDatePassed')
  },
  async retroactiveStartNeedsPermission({ auth, event, body }) {
    const start = body.startDate ?? event.start_date
    if (dayOf(start) < localToday() && !hasFeature(auth, 'ACTION_START_RETROACTIVE'))
      throw new AppError(403, 'event.retroactiveStartNotAllowed')
  },
  async endReached({ event }) {
    if (dayOf(event.end_date) > localToday()) throw conflict('event.endDateNotReached')
  },
  async pendingPaymentsAnswered({ trx, event, body }) {
    const pending = await count(
      trx
        .selectFrom('event_payment')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('event_id', '=', event.id)
        .where('status', 'in', ['IN_NEGOTIATION', 'PROVIDED'])
        .executeTakeFirst(),
    )
    // The app asks "continue with pending payments?" and sends the answer back.
    if (pending > 0 && body.continueWithPendingPayments !== true)
      throw new AppError(409, 'event.pendingPayments', [], undefined, { pendingPayments: pending })
  },
  async notRetroactive({ event }) {
    if (event.retroactive_start) throw conflict('event.retroactiveCannotFinish')
  },
  async reasonGiven({ trx, body }) {
    const id = idOf(body.reason)
    if (!id) throw badRequest([fieldError('reason', 'error.required')])
    if (!(await recordExists(trx, 'cancellation-reason', id)))
      throw badRequest([fieldError('reason', 'error.invalidReference')])
  },
  async minimumEmployees({ trx, event }) {
    // MINIMUM_EMPLOYEES (configuration): the people the event's departments put on it, counted once.
    const minimum = Number((await getSettings(trx)).minimumEmployees ?? 0)
    if (!minimum) return
    const items = await trx
      .selectFrom('event_item')
      .select('data')
      .where('event_id', '=', event.id)
      .where('kind', '=', 'department')
      .execute()
    const people = new Set<number>()
    for (const { data } of items) {
      const d = data as { manager?: { id?: number }; employees?: { id?: number }[] }
      for (const p of [d.manager, ...(d.employees ?? [])]) if (typeof p?.id === 'number') people.add(p.id)
    }
    if (people.size < minimum)
      throw new AppError(409, 'event.minimumEmployees', [], undefined, { minimum, employees: people.size })
  },
  async waitListGroupHasPriorityOne({ trx, event, body }) {
    const group = idOf(body.waitListGroup) ?? event.wait_list_group_id
    if (!group) return
    if (!(await recordExists(trx, 'waiting-list-group', group)))
      throw badRequest([fieldError('waitListGroup', 'error.invalidReference')])
    if (event.priority === 'ONE') return
    const n = await count(
      trx
        .selectFrom('event')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('wait_list_group_id', '=', group)
        .where('wait_list', '=', true)
        .where('priority', '=', 'ONE')
        .where(sql<boolean>`id <> ${event.id}`)
        .executeTakeFirst(),
    )
    if (n === 0)
      throw conflict('event.waitListGroupNeedsPriorityOne', [
        fieldError('priority', 'event.waitListGroupNeedsPriorityOne'),
      ])
  },
  // The group keeps an event of priority ONE while others wait in it (event-domain.md §5).
  async waitListGroupKeepsPriorityOne({ trx, event }) {
    const group = event.wait_list_group_id
    if (!group || event.priority !== 'ONE') return
    const waiting = trx
      .selectFrom('event')
      .where('wait_list_group_id', '=', group)
      .where('wait_list', '=', true)
      .where(sql<boolean>`id <> ${event.id}`)
    const others = await count(waiting.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())
    if (others === 0) return
    const ones = await count(
      waiting
        .where('priority', '=', 'ONE')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    )
    if (ones === 0)
      throw conflict('event.waitListGroupNeedsPriorityOne', [
        fieldError('priority', 'event.waitListGroupNeedsPriorityOne'),
      ])
  },
}
