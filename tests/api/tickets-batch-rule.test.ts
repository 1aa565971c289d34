import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { saleOf } from '../helpers/tickets.js'

type Batch = { name: string; quantity: number; order?: number; saleStart?: string; saleEnd?: string }
type Stock = { batch: { name: string } | null; available: number; sold: number }

const day = (offset: number) => at(offset).slice(0, 10)

/**
 * The batch rule lives twice: in server/tickets/batches.ts, which the availability the desks see
 * is worked out with, and in the SQL sale functions (migrations 0023 and 0029), which decide what
 * is sold. Each case here asks both on one section: the batch the availability names is the batch
 * the next ticket is sold at, and exactly the places it says are available can be sold today.
 */
describe(`tickets: the batch shown is the batch sold (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let a: ReturnType<typeof api>
  let n = 0

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
  })
  afterAll(() => t?.close())

  async function section(batches: Batch[]) {
    const tag = `${++n}-${Math.random().toString(36).slice(2, 7)}`
    const type = await a.post('/events/section-type/', admin, {
      name: `Regra ${tag}`,
      batches: batches.map((b, i) => ({ price: 10 * (i + 1), order: i + 1, ...b })),
    })
    const office = await a.post('/events/box-office', admin, {
      name: `Regra ${tag}`,
      startDate: '2030-06-01T20:00:00',
      endDate: '2030-06-01T23:00:00',
      sections: [{ name: 'Pista', kind: 'STANDING', capacity: 100, sectionType: { id: type.id } }],
    })
    const sectionId = office.sections[0].id as number
    const stock = async (): Promise<Stock> => {
      const res = await a.call('GET', `/events/box-office/${office.id}/availability`, admin)
      expect(res.statusCode, res.body).toBe(200)
      return res.json()[0]
    }
    const sell = (count: number) =>
      a.call(
        'POST',
        `/events/box-office/${office.id}/sale`,
        admin,
        saleOf(Array.from({ length: count }, () => [sectionId] as [number])),
      )
    return { stock, sell }
  }

  /** Shown against sold: the first ticket at the batch shown, `available` sold in all, then none. */
  async function agree(batches: Batch[], expected: { batch: string | null; available: number }) {
    const { stock, sell } = await section(batches)
    const shown = await stock()
    expect({ batch: shown.batch?.name ?? null, available: shown.available }).toEqual(expected)
    if (shown.available === 0) {
      const refused = await sell(1)
      expect(refused.statusCode, refused.body).toBe(409)
      expect(refused.json().message).toBe('ticket.notAvailable')
      return
    }
    const first = await sell(1)
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json().tickets[0].batch.name).toBe(shown.batch!.name)
    if (shown.available > 1) {
      const rest = await sell(shown.available - 1)
      expect(rest.statusCode, rest.body).toBe(201)
    }
    const over = await sell(1)
    expect(over.statusCode, over.body).toBe(409)
    expect(await stock()).toMatchObject({ sold: shown.available, available: 0 })
  }

  it('a batch whose sale ended yesterday gives way to the next, even with places left', () =>
    agree(
      [
        { name: 'Antecipado', quantity: 5, saleEnd: day(-1) },
        { name: 'Normal', quantity: 3 },
      ],
      { batch: 'Normal', available: 3 },
    ))

  it('both ends of a sale period are days of sale', () =>
    agree([{ name: 'Hoje', quantity: 2, saleStart: day(0), saleEnd: day(0) }], {
      batch: 'Hoje',
      available: 2,
    }))

  it('a batch not on sale yet holds back the batches after it', () =>
    agree(
      [
        { name: 'Amanhã', quantity: 2, saleStart: day(1) },
        { name: 'Depois', quantity: 4 },
      ],
      { batch: null, available: 0 },
    ))

  it('sells the open batch and stops at one that opens tomorrow', () =>
    agree(
      [
        { name: 'Agora', quantity: 2, saleStart: day(-3) },
        { name: 'Amanhã', quantity: 4, saleStart: day(1) },
      ],
      { batch: 'Agora', available: 2 },
    ))

  it('rolls from batch to batch within one day: what every open batch has left', () =>
    agree(
      [
        { name: 'Primeiro', quantity: 2 },
        { name: 'Encerrado', quantity: 9, saleEnd: day(-2) },
        { name: 'Segundo', quantity: 3, saleEnd: day(5) },
      ],
      { batch: 'Primeiro', available: 5 },
    ))

  it('goes by the batches’ order, not the order they were written in', () =>
    agree(
      [
        { name: 'Segundo', quantity: 2, order: 2 },
        { name: 'Primeiro', quantity: 1, order: 1 },
      ],
      { batch: 'Primeiro', available: 3 },
    ))

  it('every batch ended: nothing on sale', () =>
    agree([{ name: 'Passado', quantity: 4, saleStart: day(-9), saleEnd: day(-1) }], {
      batch: null,
      available: 0,
    }))
})
