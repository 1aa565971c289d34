import type { FastifyInstance } from 'fastify'
import { bearer, type Tokens } from './auth.js'

/** A box office made through the API: a standing floor and a small seated stalls (A–B × 3, B-3 missing). */
export async function makeBoxOffice(
  app: FastifyInstance,
  who: Tokens,
  opts: {
    tag?: string
    floor?: number
    floorBatches?: { quantity: number; price: number }[]
    rows?: number
    seatsPerRow?: number
  } = {},
) {
  const tag = opts.tag ?? Math.random().toString(36).slice(2, 8)
  const post = async (url: string, payload: unknown) => {
    const res = await app.inject({ method: 'POST', url, headers: bearer(who), payload: payload as never })
    if (res.statusCode !== 201) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`)
    return res.json()
  }
  const floorType = await post('/events/section-type/', {
    name: `Pista ${tag}`,
    batches: (
      opts.floorBatches ?? [
        { quantity: 3, price: 100 },
        { quantity: 10, price: 150 },
      ]
    ).map((b, i) => ({ name: `Lote ${i + 1}`, order: i + 1, ...b })),
  })
  const seatType = await post('/events/section-type/', {
    name: `Plateia ${tag}`,
    batches: [{ name: 'Lote único', price: 200, quantity: 1000 }],
  })
  const office = await post('/events/box-office', {
    name: `Show ${tag}`,
    startDate: '2030-05-01T20:00:00',
    endDate: '2030-05-01T23:00:00',
    sections: [
      { name: 'Pista', kind: 'STANDING', capacity: opts.floor ?? 5, sectionType: { id: floorType.id } },
      {
        name: 'Plateia',
        kind: 'SEATED',
        rows: opts.rows ?? 2,
        seatsPerRow: opts.seatsPerRow ?? 3,
        missingSeats: opts.rows ? [] : ['B-3'],
        accessibleSeats: ['A-1'],
        sectionType: { id: seatType.id },
      },
    ],
  })
  const [floor, stalls] = office.sections as { id: number; capacity: number }[]
  return { office, floor, stalls, floorType, seatType }
}

/** A sale body: one ticket per entry, `[sectionId, seat?]`. */
export const saleOf = (tickets: [number, string?][], paymentMethod = 'CASH') => ({
  buyer: { name: 'Ana Souza', email: 'ana@example.com' },
  paymentMethod,
  tickets: tickets.map(([id, seat], i) => ({
    section: { id },
    ...(seat ? { seat } : {}),
    person: { name: `Pessoa ${i + 1}`, document: `00${i}` },
  })),
})
