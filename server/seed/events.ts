import type { FastifyInstance } from 'fastify'
import { withTenant } from '../db/tenant.js'
import { findUserByEmail } from '../auth/identity.js'
import { actorFor } from '../auth/actor-for.js'
import { localDateTime } from '../../common/events/clock.js'
import { findRecords } from '../registries/reader.js'
import { mainCurrency } from '../currencies/main-symbol.js'
import { demoTexts } from './names.js'
import { seedDemoBoxOffice } from './box-office.js'
import { seedDemoAccommodation } from './accommodation.js'
import { plan, type Registries } from './event-plan.js'
import { EventWriter } from './event-writer.js'
import { seedDemoBoard } from './kanban.js'
import { seedSalesHistory } from './sales-history.js'
import { eventsProgress, markStepDone, markWriting, type EventsProgress } from './progress.js'

/**
 * Demo events (issue 12): written through the domain verbs the routes call (issue 50: once through
 * app.inject) as the tenant's admin, so every rule, version, audit row, notification and webhook
 * is exactly what a user's calls write.
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
  // The verbs need the booted app, as a request has it: its onReady checks run and its job worker
  // started, so the jobs these writes queue (situation changes, mails, webhooks) are run. The
  // requests of app.inject used to boot it on the way; a started server already is (a no-op then).
  await app.ready()
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
    const timed = phaseTimer(app, s.tenant)
    // The box office is its own marker, so a database seeded before it came gets it too.
    await timed('box office', () => seedDemoBoxOffice(app, s.tenant, s.admin, today))
    if (progress) {
      await timed('events', () => writeEvents(app, s, tenant.id, user, progress, interruption))
      await markStepDone(db, progress.step)
    }
    // Issue 38: situation history and lost business.
    await timed('sales history', () => seedSalesHistory(app, tenant.id, s.admin, today))
    // After the events (its blocks go on confirmed ones); its own marker, as the box office.
    await timed('accommodation', () => seedDemoAccommodation(app, s.tenant, s.admin))
  }
}

/** Logs each step's time (info), so a slow first start says which step it waited for. */
const phaseTimer =
  (app: FastifyInstance, tenant: string) => async (phase: string, work: () => Promise<unknown>) => {
    const started = performance.now()
    await work()
    app.log.info({ tenant, phase, ms: Math.round(performance.now() - started) }, 'demo seed step')
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
  const admin = await actorFor(app, user, tenant.id)
  const colleague = s.coordinator ? await findUserByEmail(db, s.coordinator) : undefined
  // A coordinator who is not a member of this tenant leaves its events to the admin.
  const creator = colleague ? await actorFor(app, colleague, tenant.id).catch(() => undefined) : undefined
  const registries = await loadRegistries(app, tenant.id)
  const texts = demoTexts(registries.language)
  const writer = new EventWriter(app, admin)
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
  if (s.board) await seedDemoBoard(app, tenant.id, admin)
}
