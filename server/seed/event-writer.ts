import type { FastifyInstance } from 'fastify'
import { inActorTenant, type Actor } from '../auth/actor.js'
import { CONFIRMED_ONWARD } from '../../common/events/situations.js'
import { createEvent, updateEvent } from '../events/service.js'
import { runAction } from '../events/lifecycle/actions.js'
import type { ActionName } from '../events/lifecycle/lifecycle.js'
import { writeItem } from '../events/items/write.js'
import { itemKinds } from '../events/items/index.js'
import type { PlannedEvent } from './event-plan.js'

type Body = Record<string, unknown>

/** A body as a route hands it on: what JSON drops (an undefined field) is not there. */
const wire = (body: Body): Body => JSON.parse(JSON.stringify(body)) as Body

/**
 * Writes one planned demo event through the domain verbs a person's calls reach (issue 50: no
 * app.inject), as the tenant's admin and, for what a coordinator fills in, its creator: every
 * rule, version, audit row, notification and webhook is what those calls write.
 */
export class EventWriter {
  private version = 0
  constructor(
    private app: FastifyInstance,
    private admin: Actor,
  ) {}

  private async item(id: number, kind: string, body: Body, actor = this.admin) {
    const found = itemKinds.find((k) => k.kind === kind)
    if (!found) throw new Error(`demo seed: no item kind ${kind}`)
    // The seed reads no answer: the same write, audit and events without the kind's list read back.
    const out = await writeItem(this.app, actor, found, 'add', id, this.version, wire(body), undefined, {
      answer: false,
    })
    this.version = out.eventVersion
    return out
  }

  private async action(action: ActionName, id: number, body: Body = {}) {
    const out = await runAction(this.app, this.admin, action, id, wire({ version: this.version, ...body }))
    this.version = Number(out.version)
  }

  private inTenant<T>(actor: Actor, work: Parameters<typeof inActorTenant<T>>[2]) {
    return inActorTenant(this.app.database.db, actor, work)
  }

  async write(
    e: PlannedEvent,
    cancellationNote: string,
    today: string,
    creator?: Actor,
    onCreated?: (id: number) => Promise<void>,
  ) {
    // A past event that was run (started: confirmed onward, past CONFIRMED) is created ending today
    // (it could be started then), and gets its real end afterwards.
    const ranPast =
      e.endDate.slice(0, 10) < today && CONFIRMED_ONWARD.includes(e.situation) && e.situation !== 'CONFIRMED'
    const body = { ...e.body, endDate: ranPast ? `${today}T23:00:00` : e.endDate }
    // The creator writes what a coordinator fills in (requester, rooms, items, notes); the admin
    // negotiates, confirms and is paid. Each audit row names who wrote it, as in the product.
    const by = creator ?? this.admin
    const created = await this.inTenant(by, (trx) =>
      createEvent(trx, by, wire({ ...body, requesters: [e.requester] })),
    )
    const id = created.id
    this.version = created.version
    await onCreated?.(id)
    const room = await this.item(id, 'environment', e.room, by)
    for (const eq of e.equipment)
      await this.item(id, 'equipment', { ...eq, eventEnvironment: { id: room.id } }, by)
    if (e.meal) await this.item(id, 'meal', e.meal, by)
    if (e.menu) await this.item(id, 'menu', e.menu, by)
    if (e.department) await this.item(id, 'department', e.department, by)
    for (const f of e.followUps) await this.item(id, 'follow-up', { message: f }, by)
    if (e.situation === 'NEW') return

    await this.action('toNegotiation', id)
    if (e.situation === 'WAIT_LIST') return this.action('waitListPut', id, { waitListGroup: e.waitListGroup })
    if (e.situation === 'CANCELED')
      return this.action('cancel', id, { reason: e.reason, observation: cancellationNote })
    if (e.discount) await this.item(id, 'discount', e.discount)
    if (e.commission) await this.item(id, 'commission', e.commission)
    if (e.situation === 'NEGOTIATION') return

    await this.action('confirm', id)
    for (const p of e.payments) await this.item(id, 'payment', p)
    if (e.situation === 'CONFIRMED') return

    await this.action('start', id)
    if (ranPast) {
      const row = await this.inTenant(this.admin, (trx) =>
        updateEvent(trx, this.admin, id, wire({ ...e.body, id, version: this.version })),
      )
      this.version = row.version
    }
    if (e.situation === 'IN_PROGRESS') return
    await this.action('releaseToClose', id, { continueWithPendingPayments: true })
    if (e.situation === 'RELEASED_FOR_CLOSING') return
    await this.action('end', id)
    if (e.situation === 'REOPEN') await this.action('reopen', id)
  }
}
