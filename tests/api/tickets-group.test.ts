import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { saleGroups, SHORT, type SalePayload } from '../../server/tickets/sale-group.js'
import { ticketCode } from '../../server/tickets/sale.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api } from '../helpers/events.js'
import { makeBoxOffice, saleOf } from '../helpers/tickets.js'

/** Issue 21: sales of one box office that arrive together are sold in one statement, each alone. */
describe(`tickets: the group sale (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let tenant: number
  let other: number
  let connects = 0

  beforeAll(async () => {
    t = await createTestApp()
    admin = await signIn(t.app, accounts.admin)
    const tenants = await t.app.database.db.selectFrom('tenant').select(['id', 'code']).execute()
    tenant = Number(tenants.find((x) => x.code === 'DEMO')!.id)
    other = Number(tenants.find((x) => x.code === 'OTHER')!.id)
  })
  afterAll(() => t?.close())

  /** A seller whose groups are counted (one connection per statement sent). */
  const seller = () => {
    const pool = t.app.database.pool
    return saleGroups({ connect: () => (connects++, pool.connect()) } as unknown as pg.Pool)
  }
  const sale = (tickets: [number, string?][], name: string | null = 'Pessoa'): SalePayload => ({
    user: null,
    buyerPerson: null,
    buyerName: 'Ana Souza',
    buyerEmail: 'ana@example.com',
    paymentMethod: 'PIX',
    tickets: tickets.map(([section, seat]) => {
      const [row, number] = seat ? [seat.charCodeAt(0) - 64, Number(seat.slice(2))] : []
      return { section, seat: seat ?? null, row, number, name: name!, document: null, code: ticketCode() }
    }),
  })
  const valid = (office: number) =>
    t.app.database.db
      .selectFrom('ticket')
      .select(['id', 'sale_id', 'seat', 'code', 'price'])
      .where('box_office_id', '=', office)
      .where('valid', '=', true)
      .execute()

  it('sells in arrival order to the last place, batch after batch, the rest short', async () => {
    const bo = await makeBoxOffice(t.app, admin, {
      floor: 5,
      floorBatches: [
        { quantity: 2, price: 50 },
        { quantity: 10, price: 80 },
      ],
    })
    const sell = seller()
    connects = 0
    // Asked in the same turn of the event loop: one group, one statement.
    const got = await Promise.all(
      Array.from({ length: 8 }, () => sell(tenant, bo.office.id, sale([[bo.floor.id]]))),
    )
    expect(connects).toBe(1)
    expect(got.slice(5)).toEqual([SHORT, SHORT, SHORT])
    const sold = got.slice(0, 5).map((s) => s!)
    expect(sold.map((s) => s.total)).toEqual([50, 50, 80, 80, 80])
    const tickets = await valid(bo.office.id)
    expect(tickets).toHaveLength(5)
    for (const s of sold) {
      const mine = tickets.filter((x) => Number(x.sale_id) === s.id)
      expect(mine.map((x) => [Number(x.id), x.code])).toEqual(s.tickets.map((x) => [x.id, x.code]))
    }
    const section = await t.app.database.db
      .selectFrom('box_office_section')
      .select('sold')
      .where('id', '=', bo.floor.id)
      .executeTakeFirstOrThrow()
    expect(section.sold).toBe(5)
  })

  it('sales asked while a group is in the database wait and go together behind it', async () => {
    const bo = await makeBoxOffice(t.app, admin, { floor: 4 })
    const sell = seller()
    connects = 0
    const first = sell(tenant, bo.office.id, sale([[bo.floor.id]]))
    await new Promise((r) => setImmediate(r))
    const rest = Array.from({ length: 5 }, () => sell(tenant, bo.office.id, sale([[bo.floor.id]])))
    const got = await Promise.all([first, ...rest])
    expect(connects).toBe(2)
    expect(got.map((x) => (x === SHORT ? 'short' : 'sold'))).toEqual([
      'sold',
      'sold',
      'sold',
      'sold',
      'short',
      'short',
    ])
    expect(await valid(bo.office.id)).toHaveLength(4)
  })

  it('a seat is sold once in a group, never off the map, and a short sale writes nothing', async () => {
    const bo = await makeBoxOffice(t.app, admin)
    const s = bo.stalls.id
    const sell = seller()
    connects = 0
    const first = sell(tenant, bo.office.id, sale([[s, 'A-1']]))
    const group = [
      sale([[s, 'A-1']]), // sold just before
      sale([
        [s, 'A-2'],
        [s, 'A-3'],
      ]),
      sale([[s, 'B-3']]), // missing from the map
      sale([
        [s, 'B-1'],
        [s, 'A-2'],
      ]), // A-2 taken earlier in the group: B-1 stays free
      sale([
        [s, 'B-2'],
        [s, 'B-2'],
      ]),
      sale([[bo.floor.id], [s, 'B-1']]),
    ].map((x) => sell(tenant, bo.office.id, x))
    const got = await Promise.all([first, ...group])
    expect(got.map((x) => (x === SHORT ? 'short' : x.tickets.length))).toEqual([
      1,
      'short',
      2,
      'short',
      'short',
      'short',
      2,
    ])
    // Decided by the group statement itself, not by selling one by one after it failed.
    expect(connects).toBe(1)
    const seats = (await valid(bo.office.id)).map((x) => x.seat).filter(Boolean)
    expect(seats.sort()).toEqual(['A-1', 'A-2', 'A-3', 'B-1'])
  })

  it('a sale the database refuses fails alone; the others of its group are sold', async () => {
    const bo = await makeBoxOffice(t.app, admin, { floor: 10 })
    const sell = seller()
    const first = sell(tenant, bo.office.id, sale([[bo.floor.id]]))
    const rest = [sale([[bo.floor.id]]), sale([[bo.floor.id]], null), sale([[bo.floor.id]])].map((x) =>
      sell(tenant, bo.office.id, x).then(
        (v) => (v === SHORT ? 'short' : 'sold'),
        (err: { code?: string }) => err.code,
      ),
    )
    await first
    expect(await Promise.all(rest)).toEqual(['sold', '23502', 'sold'])
    expect(await valid(bo.office.id)).toHaveLength(3)
  })

  it('another tenant naming this box office sells nothing of it', async () => {
    const bo = await makeBoxOffice(t.app, admin, { floor: 3 })
    const sell = seller()
    const got = await Promise.all([
      sell(other, bo.office.id, sale([[bo.floor.id]])),
      sell(other, bo.office.id, sale([[bo.floor.id]])),
    ])
    expect(got).toEqual([SHORT, SHORT])
    expect(await valid(bo.office.id)).toHaveLength(0)
  })

  it('through the API: parallel buyers of the last seats and of one seat twice, with bad input among them', async () => {
    const a = api(t.app)
    const bo = await makeBoxOffice(t.app, admin, { floor: 4 })
    const url = `/events/box-office/${bo.office.id}/sale`
    const bodies = [
      ...Array.from({ length: 12 }, () => saleOf([[bo.floor.id]])),
      ...['A-1', 'A-1', 'A-2', 'A-3', 'A-2', 'B-1', 'B-2', 'B-1'].map((seat) =>
        saleOf([[bo.stalls.id, seat]]),
      ),
      { ...saleOf([[bo.floor.id]]), buyer: { name: 'Ana' } },
    ]
    const answers = await Promise.all(bodies.map((b) => a.call('POST', url, admin, b)))
    const codes = answers.map((r) => r.statusCode)
    expect(codes.at(-1)).toBe(400)
    expect(codes.filter((c) => c === 201)).toHaveLength(4 + 5)
    for (const r of answers.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe('ticket.notAvailable')
    const tickets = await valid(bo.office.id)
    expect(tickets).toHaveLength(9)
    const seats = tickets.map((x) => x.seat).filter(Boolean)
    expect(seats.sort()).toEqual(['A-1', 'A-2', 'A-3', 'B-1', 'B-2'])
  })
})
