import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api } from '../helpers/events.js'
import { makeBoxOffice, saleOf } from '../helpers/tickets.js'

/** Issue 21: whatever the concurrency, never more tickets than places and never one seat twice. */
describe.skipIf(testDbKind() !== 'postgres')('tickets: the rush, decided in PostgreSQL', () => {
  let t: TestApp
  let admin: Tokens
  let a: ReturnType<typeof api>

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
  })
  afterAll(() => t?.close())

  const valid = (boxOfficeId: number) =>
    t.app.database.db
      .selectFrom('ticket')
      .select(['section_id', 'seat', 'batch_id'])
      .where('box_office_id', '=', boxOfficeId)
      .where('valid', '=', true)
      .execute()

  it('80 parallel buyers for the last 20 standing places across two batches: exactly 20 sold', async () => {
    const bo = await makeBoxOffice(t.app, admin, {
      floor: 20,
      floorBatches: [
        { quantity: 7, price: 50 },
        { quantity: 100, price: 80 },
      ],
    })
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        a.call(
          'POST',
          `/events/box-office/${bo.office.id}/sale`,
          admin,
          saleOf(i % 3 ? [[bo.floor.id]] : [[bo.floor.id], [bo.floor.id]]),
        ),
      ),
    )
    const codes = answers.map((r) => r.statusCode)
    expect(
      codes.every((c) => c === 201 || c === 409),
      codes.join(),
    ).toBe(true)
    for (const r of answers.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe('ticket.notAvailable')
    const tickets = await valid(bo.office.id)
    expect(tickets).toHaveLength(20)
    const sold = answers.filter((r) => r.statusCode === 201).flatMap((r) => r.json().tickets)
    expect(sold).toHaveLength(20)
    // The first batch sold exactly its 7 before the second opened.
    expect(sold.filter((x: { price: number }) => x.price === 50)).toHaveLength(7)
    const section = await t.app.database.db
      .selectFrom('box_office_section')
      .select('sold')
      .where('id', '=', bo.floor.id)
      .executeTakeFirstOrThrow()
    expect(section.sold).toBe(20)
  })

  it('the same seat bought by 20 desks at once is sold once; overlapping pairs for the last seats never share a seat', async () => {
    const bo = await makeBoxOffice(t.app, admin, { rows: 2, seatsPerRow: 4 })
    const url = `/events/box-office/${bo.office.id}/sale`
    const same = await Promise.all(
      Array.from({ length: 20 }, () => a.call('POST', url, admin, saleOf([[bo.stalls.id, 'A-1']]))),
    )
    expect(same.filter((r) => r.statusCode === 201)).toHaveLength(1)
    expect(same.filter((r) => r.statusCode === 409)).toHaveLength(19)

    const seats = ['A-2', 'A-3', 'A-4', 'B-1', 'B-2', 'B-3', 'B-4']
    const pairs = Array.from({ length: 40 }, (_, i) => [seats[i % 7], seats[(i * 3 + 1) % 7]]).filter(
      ([x, y]) => x !== y,
    )
    const rush = await Promise.all(
      pairs.map(([x, y]) =>
        a.call(
          'POST',
          url,
          admin,
          saleOf([
            [bo.stalls.id, x],
            [bo.stalls.id, y],
          ]),
        ),
      ),
    )
    expect(rush.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true)
    const tickets = await valid(bo.office.id)
    const taken = tickets.map((x) => x.seat)
    expect(new Set(taken).size).toBe(taken.length)
    expect(taken.length).toBeLessThanOrEqual(8)
    const section = await t.app.database.db
      .selectFrom('box_office_section')
      .select('sold')
      .where('id', '=', bo.stalls.id)
      .executeTakeFirstOrThrow()
    expect(section.sold).toBe(taken.length)
    // Every seat a 201 answered is held by exactly the tickets of the 201s.
    const answered = rush
      .filter((r) => r.statusCode === 201)
      .flatMap((r) => r.json().tickets.map((x: { seat: string }) => x.seat))
    expect(answered.sort()).toEqual(taken.filter((s) => s !== 'A-1').sort())
  })
})
