import type { FastifyInstance } from 'fastify'
import { localToday } from '../../common/events/clock.js'
import { nights } from '../../server/integrations/dates.js'
import type { Tokens } from './auth.js'
import { api } from './events.js'
import { legalPersonBody } from './person.js'

type Body = Record<string, unknown>

/** `YYYY-MM-DD` `n` days from today. */
export function day(n: number) {
  const d = new Date(`${localToday()}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

/** A reservation of `rooms` rooms of a type with a daily rate for every night. */
export function reservation(type: number, start: string, end: string, extra: Body = {}): Body {
  return {
    hostingUnitType: { id: type },
    startDate: start,
    endDate: end,
    roomQuantity: 2,
    paxPerRoom: 2,
    paxType: 'ADULT',
    currency: 'BRL',
    dailyRates: nights(start, end).map((date) => ({ date, value: 250 })),
    guests: [{ name: 'Ana Lima', document: '123' }],
    ...extra,
  }
}

/** Registry records an accommodation needs: two room types, a pension, a pax band, a holder with a contact. */
export async function accommodationFixtures(app: FastifyInstance, admin: Tokens) {
  const a = api(app)
  const tag = Math.random().toString(36).slice(2, 7)
  const double = await a.post('/events/hosting-unit-type/', admin, {
    name: `Duplo ${tag}`,
    code: `DBL${tag}`,
    paxCapacity: 2,
  })
  const suite = await a.post('/events/hosting-unit-type/', admin, {
    name: `Suíte ${tag}`,
    code: `STE${tag}`,
    paxCapacity: 3,
  })
  const breakfast = await a.post('/events/pension/', admin, { name: `Café ${tag}`, type: 'BREAKFAST' })
  const holder = await a.post(
    '/events/person/',
    admin,
    legalPersonBody(`Agência ${tag}`, undefined, {
      contacts: [{ type: 'COMMERCIAL', main: true, name: 'Reservas', email: `reservas-${tag}@example.test` }],
    }),
  )
  return { double, suite, breakfast, holder }
}

/** A valid block body: deadline in 10 days, one reservation of two nights starting in 20. */
export function accommodationBody(
  f: Awaited<ReturnType<typeof accommodationFixtures>>,
  eventId: number,
  eventVersion: number,
  extra: Body = {},
): Body {
  return {
    event: { id: eventId },
    eventVersion,
    holder: { id: f.holder.id },
    type: 'GUARANTEED',
    deadlineDate: day(10),
    deadlineType: 'UH',
    deadlineValue: 2,
    pension: { id: f.breakfast.id },
    reservationSituation: 'PRE_RESERVATION',
    observation: 'Bloco do congresso',
    reservations: [reservation(f.double.id, day(20), day(22))],
    ...extra,
  }
}

/** A valid CNPJ from 12 random digits (check digits computed), so each test's holder is new. */
export function randomCnpj() {
  const d = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10))
  const check = (w: number[]) => {
    const r = d.reduce((s, x, i) => s + x * w[i], 0) % 11
    return r < 2 ? 0 : 11 - r
  }
  d.push(check([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]))
  d.push(check([6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]))
  return d.join('')
}

/** A holder the channel accepts: a legal person with a contact and a CNPJ. */
export const documentedHolder = (admin: Tokens, app: FastifyInstance) =>
  api(app).post(
    '/events/person/',
    admin,
    legalPersonBody(`Agência doc ${Math.random().toString(36).slice(2, 7)}`, randomCnpj(), {
      contacts: [{ type: 'COMMERCIAL', main: true, name: 'Reservas', email: `r${Date.now()}@example.test` }],
    }),
  )
