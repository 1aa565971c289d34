import type { FastifyInstance } from 'fastify'
import { findUserByEmail } from '../auth/identity.js'
import { actorFor } from '../auth/actor-for.js'
import { inActorTenant, type Actor } from '../auth/actor.js'
import { withTenant } from '../db/tenant.js'
import { createRecord } from '../registries/service.js'
import { createBoxOffice } from '../tickets/box-office-service.js'
import type { SaleInput } from '../tickets/sale-rules.js'
import { localDateTime } from '../../common/events/clock.js'

/** Names of the demo box office in the tenant's language (docs/demo-data.md). */
const texts = {
  'pt-BR': {
    office: 'Noite de Jazz no Salão Nobre',
    types: ['Plateia do Salão Nobre', 'Pista do Salão Nobre'],
    seated: 'Plateia',
    standing: 'Pista',
    lots: ['Lote promocional', '1º lote', '2º lote'],
    single: 'Lote único',
    buyer: 'Mariana Alves',
    people: ['Mariana Alves', 'Rafael Costa', 'Lúcia Ferreira', 'Pedro Santos'],
  },
  es: {
    office: 'Noche de Jazz en el Salón Noble',
    types: ['Platea del Salón Noble', 'Pista del Salón Noble'],
    seated: 'Platea',
    standing: 'Pista',
    lots: ['Tanda promocional', '1.ª tanda', '2.ª tanda'],
    single: 'Tanda única',
    buyer: 'Mariana Álvarez',
    people: ['Mariana Álvarez', 'Rafael Gómez', 'Lucía Fernández', 'Pedro Sánchez'],
  },
  'en-us': {
    office: 'Jazz Night in the Grand Hall',
    types: ['Grand Hall stalls', 'Grand Hall standing floor'],
    seated: 'Stalls',
    standing: 'Standing floor',
    lots: ['Early bird', 'First release', 'Second release'],
    single: 'Single release',
    buyer: 'Mary Allen',
    people: ['Mary Allen', 'Ralph Cole', 'Lucy Ford', 'Peter Stone'],
  },
} as const

/**
 * The demo box office (issue 21), so the ticket context has content on a first start: a seated
 * section type with three batches (the early one nearly sold out, so the next opens during a demo)
 * and a standing one with a single batch, a box office 30 days ahead, and a few sales so the seat
 * map shows taken seats. Written through the verbs the routes call, as the tenant's admin (issue
 * 50: once app.inject): the section types through the registries' write path, the box office
 * through its verb, the sales through the sale verb (its group sale, stock counters, webhooks and
 * stock push); only for a tenant without any box office.
 */
export async function seedDemoBoxOffice(
  app: FastifyInstance,
  tenantCode: string,
  admin: string,
  today = new Date(),
) {
  const db = app.database.db
  const tenant = await db.selectFrom('tenant').select('id').where('code', '=', tenantCode).executeTakeFirst()
  const user = await findUserByEmail(db, admin)
  if (!tenant || !user) return
  const state = await withTenant(db, tenant.id, async (trx) => ({
    existing: await trx.selectFrom('box_office').select('id').limit(1).executeTakeFirst(),
    language: (await trx.selectFrom('company').select('language').executeTakeFirst())?.language,
  }))
  if (state.existing) return
  const t = texts[(state.language ?? 'pt-BR') as keyof typeof texts] ?? texts['pt-BR']
  const actor = await actorFor(app, user, tenant.id)
  const day = (n: number) => localDateTime(new Date(today.getTime() + n * 86_400_000)).slice(0, 10)
  // Types of their own: the registry seed's 'Plateia' and 'Pista' have batches on fixed dates.
  const seated = await sectionType(app, actor, {
    name: t.types[0],
    batches: [
      { name: t.lots[0], price: 90, quantity: 10, saleEnd: day(7), order: 1 },
      { name: t.lots[1], price: 120, quantity: 40, order: 2 },
      { name: t.lots[2], price: 150, quantity: 60, order: 3 },
    ],
  })
  const standing = await sectionType(app, actor, {
    name: t.types[1],
    batches: [{ name: t.single, price: 60, quantity: 300, order: 1 }],
  })
  // The seat lists as the route's schema fills them in (box-office-schema.ts: `default: []`).
  const office = await inActorTenant(db, actor, (trx) =>
    createBoxOffice(trx, actor, {
      name: t.office,
      startDate: `${day(30)}T20:00:00`,
      endDate: `${day(30)}T23:30:00`,
      sections: [
        {
          name: t.seated,
          kind: 'SEATED',
          rows: 8,
          seatsPerRow: 12,
          missingSeats: ['A-1', 'A-12'],
          accessibleSeats: ['H-1', 'H-2', 'H-11', 'H-12'],
          sectionType: { id: seated },
        },
        {
          name: t.standing,
          kind: 'STANDING',
          capacity: 200,
          missingSeats: [],
          accessibleSeats: [],
          sectionType: { id: standing },
        },
      ],
    }),
  )
  if (!office) throw new Error('demo seed: the box office just written is not there')
  const [stalls, floor] = office.sections.map((s) => s.id)
  const sale = (tickets: NonNullable<SaleInput['tickets']>) =>
    app.tickets.sell(actor, office.id, {
      buyer: { name: t.buyer, email: 'demo.buyer@example.com' },
      paymentMethod: 'PIX',
      tickets,
    })
  const seats = ['C-5', 'C-6', 'C-7', 'C-8', 'D-6', 'D-7', 'E-3', 'E-4']
  await sale(seats.map((seat, i) => ({ section: { id: stalls }, seat, person: { name: t.people[i % 4] } })))
  await sale(t.people.map((name) => ({ section: { id: floor }, person: { name } })))
}

/** A section type written as POST /events/section-type/ writes it (registries/routes.ts): its id. */
async function sectionType(app: FastifyInstance, actor: Actor, body: Record<string, unknown>) {
  const model = app.registryModels.get('section-type')
  if (!model) throw new Error('demo seed: no section-type registry')
  const record = await inActorTenant(app.database.db, actor, (trx) =>
    createRecord(
      {
        trx,
        tenantId: actor.tenantId!,
        userId: actor.eventsUserId,
        models: app.registryModels,
        finders: app.registries.dependencyFinders,
        hooks: app.registries.hooks,
      },
      model,
      body,
    ),
  )
  return Number(record.id)
}
