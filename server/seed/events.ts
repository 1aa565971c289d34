import type { FastifyInstance } from 'fastify'
import { withTenant } from '../db/tenant.js'
import { findUserByEmail } from '../auth/identity.js'
import { passwordGrant } from '../auth/token-service.js'
import { localDateTime } from '../../common/events/clock.js'
import { CONFIRMED_ONWARD } from '../../common/events/situations.js'
import { findRecords } from '../registries/reader.js'
import { mainCurrency } from '../currencies/main-symbol.js'
import { demoTexts } from './names.js'
import { seedDemoBoxOffice } from './box-office.js'
import { seedDemoAccommodation } from './accommodation.js'
import { plan, type PlannedEvent, type Registries } from './event-plan.js'
import { seedDemoBoard } from './kanban.js'
import { seedSalesHistory } from './sales-history.js'
import { eventsProgress, markStepDone, markWriting, type EventsProgress } from './progress.js'

/**
 * Demo events (issue 12): written through the HTTP API in-process (app.inject) as the tenant's
 * admin, so every rule, version, audit row and notification is exactly what a user's calls write.
 * Past events are started while their end date still reaches today and then given their real
 * (past) end, as a coordinator correcting the dates would — no rule is bypassed.
 */
export interface EventSeed {
  tenant: string
  admin: string
  /**
   * Creates and fills every fourth event (the admin moves its situations), so the admin's moves
   * notify a colleague (the creator) as they would, and "Criado por" names who the trail shows
   * writing it.
   */
  coordinator?: string
  count: number
  seed: number
  /** Turns kanban on and spreads the events over its columns (seedDemoBoard). */
  board?: boolean
}

export const demoEventSeeds: EventSeed[] = [
  {
    tenant: 'DEMO',
    admin: 'admin@demo.test',
    coordinator: 'coordinator@demo.test',
    count: 150,
    seed: 12,
    board: true,
  },
  { tenant: 'OTHER', admin: 'admin@other.test', coordinator: 'coordinator@demo.test', count: 20, seed: 34 },
]

type Body = Record<string, unknown>

/** A person's main contact (else the first) as a requester carries it: e-mail and phone. */
function mainContact(contacts: unknown): { email?: string; phone?: string } {
  const list = Array.isArray(contacts) ? (contacts as Record<string, unknown>[]) : []
  const c = list.find((x) => x.main === true) ?? list[0]
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined)
  return { email: text(c?.email), phone: text(c?.preferredPhone) ?? text(c?.phone) }
}

async function loadRegistries(
  app: FastifyInstance,
  tenantId: number,
): Promise<Registries & { language: string }> {
  return withTenant(app.database.db, tenantId, async (trx) => {
    const active = { activeOnly: true } as const
    const ids = (records: { id: number }[]) => records.map((r) => r.id)
    const [
      rooms,
      persons,
      reasons,
      eventTypes,
      equipment,
      menus,
      meals,
      departments,
      waitListGroups,
      blocks,
    ] = [
      await findRecords(trx, 'environment', active),
      await findRecords(trx, 'person', active),
      await findRecords(trx, 'cancellation-reason', { ...active, where: { type: 'CANCELED' } }),
      await findRecords(trx, 'event-type', active),
      await findRecords(trx, 'equipment', active),
      await findRecords(trx, 'menu', active),
      await findRecords(trx, 'meal', active),
      await findRecords(trx, 'department', active),
      await findRecords(trx, 'waiting-list-group', active),
      await findRecords(trx, 'environment-maintenance', { where: { type: 'BLOCK' } }),
    ]
    const company = await trx.selectFrom('company').select('language').executeTakeFirst()
    const contacts = new Map(persons.map((p) => [p.id, mainContact(p.contacts)]))
    return {
      language: company?.language ?? 'pt-BR',
      rooms: rooms.map((r) => ({
        id: r.id,
        allowsMeals: r.allowsMeals === true,
        parts:
          r.compound && Array.isArray(r.composition)
            ? (r.composition as { id: number }[]).map((p) => Number(p.id))
            : [r.id],
      })),
      customers: ids(persons.filter((r) => Array.isArray(r.documents) && r.documents.length > 0)),
      persons: ids(persons),
      contacts,
      requesters: ids(persons.filter((p) => contacts.get(p.id)?.email && contacts.get(p.id)?.phone)),
      currency: (await mainCurrency(trx)).id,
      reasons: ids(reasons),
      eventTypes: ids(eventTypes.filter((r) => r.internal !== true)),
      equipment: equipment.map((r) => ({ id: r.id, stock: Number(r.stock ?? 0) })).filter((e) => e.stock > 0),
      menus: ids(menus),
      meals: meals.map((r) => ({ id: r.id, value: Number(r.value ?? 0) })),
      departments: ids(departments),
      waitListGroups: ids(waitListGroups),
      blocks: blocks.map((r) => ({
        room: Number(r.environment.id),
        start: String(r.startDateHour),
        end: String(r.endDateHour),
      })),
    }
  })
}

/** A test's way to stop the seed midway, as a server stopped during its first start would be. */
export interface SeedInterruption {
  /** Called when planned event `index` is created (`created`) and when it is fully written (`written`). */
  onEvent?: (index: number, stage: 'created' | 'written') => void
}

/**
 * Seeds the demo events of each tenant that has none yet, and finishes those of a tenant whose
 * seed was interrupted (its progress marker, seed/progress.ts): the events not written yet, from
 * the same plan, the one being written when it stopped removed and written again.
 */
export async function seedDemoEvents(
  app: FastifyInstance,
  seeds = demoEventSeeds,
  today = new Date(),
  interruption: SeedInterruption = {},
) {
  const db = app.database.db
  for (const s of seeds) {
    const tenant = await db.selectFrom('tenant').select('id').where('code', '=', s.tenant).executeTakeFirst()
    const user = await findUserByEmail(db, s.admin)
    if (!tenant || !user) continue
    const existing = await withTenant(db, tenant.id, (trx) =>
      trx.selectFrom('event').select('id').limit(1).executeTakeFirst(),
    )
    // Begun before the box office writes its event, which would otherwise read as "seeded".
    const progress = await eventsProgress(db, s.tenant, !!existing, today)
    // The box office is its own marker, so a database seeded before it came gets it too.
    await seedDemoBoxOffice(app, s.tenant, s.admin, today)
    if (progress) {
      await writeEvents(app, s, tenant.id, user, progress, interruption)
      await markStepDone(db, progress.step)
    }
    await seedSalesHistory(app, tenant.id, s.admin, today) // issue 38: situation history and lost business
    // After the events (its blocks go on confirmed ones); its own marker, as the box office.
    await seedDemoAccommodation(app, s.tenant, s.admin)
  }
}

/** The event a stopped seed was writing: half its steps are there, so it goes and is written again. */
async function removePartial(app: FastifyInstance, tenantId: number, eventId: number) {
  await withTenant(app.database.db, tenantId, async (trx) => {
    await trx.deleteFrom('lost_business').where('event_id', '=', eventId).execute()
    await trx.deleteFrom('event').where('id', '=', eventId).execute()
  })
}

async function writeEvents(
  app: FastifyInstance,
  s: EventSeed,
  tenantId: number,
  user: NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>,
  progress: EventsProgress,
  interruption: SeedInterruption,
) {
  const db = app.database.db
  const tenant = { id: tenantId }
  const today = progress.today
  const token = (await passwordGrant(app, user, tenant.id)).access_token as string
  const colleague = s.coordinator ? await findUserByEmail(db, s.coordinator) : undefined
  const creator = colleague
    ? ((await passwordGrant(app, colleague, tenant.id).catch(() => undefined))?.access_token as
        string | undefined)
    : undefined
  const registries = await loadRegistries(app, tenant.id)
  const texts = demoTexts(registries.language)
  const writer = new Writer(app, token)
  const events = plan(registries, texts, s.count, s.seed, today)
  if (progress.writingEventId !== null) await removePartial(app, tenantId, progress.writingEventId)
  for (const [i, e] of events.entries()) {
    if (i < progress.written) continue
    await writer.write(
      e,
      texts.cancellation,
      localDateTime(today).slice(0, 10),
      i % 4 === 3 ? creator : undefined,
      async (id) => {
        await markWriting(db, progress.step, id)
        interruption.onEvent?.(i, 'created')
      },
    )
    await markWriting(db, progress.step, null, i + 1)
    interruption.onEvent?.(i, 'written')
  }
  if (s.board) await seedDemoBoard(app, tenant.id, token)
}

class Writer {
  private version = 0
  constructor(
    private app: FastifyInstance,
    private token: string,
  ) {}

  private async call(method: 'POST' | 'PUT', url: string, payload: Body, token = this.token) {
    const res = await this.app.inject({
      method,
      url,
      headers: { ...this.app.quietHeaders, authorization: `Bearer ${token}` },
      payload,
    })
    // A refusal is a bug in the plan: stop loudly rather than leave a half-seeded demo unnoticed.
    if (res.statusCode >= 300)
      throw new Error(`demo seed: ${method} ${url} answered ${res.statusCode} ${res.body}`)
    const json = res.json() as Body
    this.version = Number(json.eventVersion ?? json.version ?? this.version)
    return json
  }

  private item(id: number, kind: string, body: Body, token = this.token) {
    return this.call('POST', `/events/event/${id}/${kind}`, { eventVersion: this.version, ...body }, token)
  }

  private action(path: string, body: Body = {}) {
    return this.call('POST', `/events/event/${path}`, { version: this.version, ...body })
  }

  async write(
    e: PlannedEvent,
    cancellationNote: string,
    today: string,
    creator?: string,
    onCreated?: (id: number) => Promise<void>,
  ) {
    // A past event that was run (started: confirmed onward, past CONFIRMED) is created ending today
    // (it could be started then), and gets its real end afterwards.
    const ranPast =
      e.endDate.slice(0, 10) < today && CONFIRMED_ONWARD.includes(e.situation) && e.situation !== 'CONFIRMED'
    const body = { ...e.body, endDate: ranPast ? `${today}T23:00:00` : e.endDate }
    // The creator writes what a coordinator fills in (requester, rooms, items, notes); the admin
    // negotiates, confirms and is paid. Each audit row names who wrote it, as in the product.
    const created = await this.call('POST', '/events/event/', { ...body, requesters: [e.requester] }, creator)
    const id = Number(created.id)
    await onCreated?.(id)
    const room = await this.item(id, 'environment', e.room, creator)
    const roomItemId = Number(room.id)
    for (const eq of e.equipment)
      await this.item(id, 'equipment', { ...eq, eventEnvironment: { id: roomItemId } }, creator)
    if (e.meal) await this.item(id, 'meal', e.meal, creator)
    if (e.menu) await this.item(id, 'menu', e.menu, creator)
    if (e.department) await this.item(id, 'department', e.department, creator)
    for (const f of e.followUps) await this.item(id, 'follow-up', { message: f }, creator)
    if (e.situation === 'NEW') return

    await this.action('event-new/change-new-event-to-negotiation', { id })
    if (e.situation === 'WAIT_LIST') {
      await this.action('event-waitlist', { id, waitListGroup: e.waitListGroup })
      return
    }
    if (e.situation === 'CANCELED') {
      await this.action(`event-cancellation/cancel/${id}`, {
        reason: e.reason,
        observation: cancellationNote,
      })
      return
    }
    if (e.discount) await this.item(id, 'discount', e.discount)
    if (e.commission) await this.item(id, 'commission', e.commission)
    if (e.situation === 'NEGOTIATION') return

    await this.action('event-confirmation/confirm', { id })
    for (const p of e.payments) await this.item(id, 'payment', p)
    if (e.situation === 'CONFIRMED') return

    await this.action('event-start/start', { id })
    if (ranPast) await this.call('PUT', '/events/event', { ...e.body, id, version: this.version })
    if (e.situation === 'IN_PROGRESS') return
    await this.action('event-released-to-close/released-to-close', { id, continueWithPendingPayments: true })
    if (e.situation === 'RELEASED_FOR_CLOSING') return
    await this.action(`event-end/end/${id}`)
    if (e.situation === 'REOPEN') await this.action(`event-end/undo/${id}`)
  }
}
