import type { FastifyInstance } from 'fastify'
import { findUserByEmail } from '../auth/identity.js'
import { passwordGrant } from '../auth/token-service.js'
import { withTenant } from '../db/tenant.js'
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
 * map shows taken seats. Written through the API as the tenant's admin, like the demo events; only
 * for a tenant without any box office.
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
  const token = (await passwordGrant(app, user, tenant.id)).access_token as string
  const call = async (url: string, payload: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { ...app.quietHeaders, authorization: `Bearer ${token}` },
      payload,
    })
    if (res.statusCode >= 300)
      throw new Error(`demo seed: POST ${url} answered ${res.statusCode} ${res.body}`)
    return res.json() as { id: number; sections?: { id: number }[] }
  }
  const day = (n: number) => localDateTime(new Date(today.getTime() + n * 86_400_000)).slice(0, 10)
  // Types of their own: the registry seed's 'Plateia' and 'Pista' have batches on fixed dates.
  const seated = await call('/events/section-type/', {
    name: t.types[0],
    batches: [
      { name: t.lots[0], price: 90, quantity: 10, saleEnd: day(7), order: 1 },
      { name: t.lots[1], price: 120, quantity: 40, order: 2 },
      { name: t.lots[2], price: 150, quantity: 60, order: 3 },
    ],
  })
  const standing = await call('/events/section-type/', {
    name: t.types[1],
    batches: [{ name: t.single, price: 60, quantity: 300, order: 1 }],
  })
  const office = await call('/events/box-office', {
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
        sectionType: { id: seated.id },
      },
      { name: t.standing, kind: 'STANDING', capacity: 200, sectionType: { id: standing.id } },
    ],
  })
  const [stalls, floor] = office.sections!.map((s) => s.id)
  const sale = (tickets: { section: { id: number }; seat?: string; person: { name: string } }[]) =>
    call(`/events/box-office/${office.id}/sale`, {
      buyer: { name: t.buyer, email: 'demo.buyer@example.com' },
      paymentMethod: 'PIX',
      tickets,
    })
  const seats = ['C-5', 'C-6', 'C-7', 'C-8', 'D-6', 'D-7', 'E-3', 'E-4']
  await sale(seats.map((seat, i) => ({ section: { id: stalls }, seat, person: { name: t.people[i % 4] } })))
  await sale(t.people.map((name) => ({ section: { id: floor }, person: { name } })))
}
