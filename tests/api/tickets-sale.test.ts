import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api } from '../helpers/events.js'
import { makeBoxOffice, saleOf } from '../helpers/tickets.js'

/** Issue 21: the box office sells by event-domain §5, cancels, refunds and checks in once. */
describe(`tickets: sale, cancel, check-in (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let a: ReturnType<typeof api>
  let bo: Awaited<ReturnType<typeof makeBoxOffice>>

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    bo = await makeBoxOffice(t.app, admin)
  })
  afterAll(() => t?.close())

  const sell = (body: unknown, id = bo.office.id, who = admin) =>
    a.call('POST', `/events/box-office/${id}/sale`, who, body)
  const stock = async () => {
    const res = await a.call('GET', `/events/box-office/${bo.office.id}/availability`, admin)
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as {
      section: { id: number }
      batch: { id: number; name: string; price: number } | null
      capacity: number
      sold: number
      available: number
      takenSeats: string[]
    }[]
  }
  const ticketCount = () =>
    t.app.database.db
      .selectFrom('ticket')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n))
  const expect400 = async (body: unknown, field: string, message: string) => {
    const res = await sell(body)
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message }))
  }

  it('a box office shows its sections, a seated one with its capacity from the seat map', async () => {
    expect(bo.office.sections.map((s: { kind: string; capacity: number }) => [s.kind, s.capacity])).toEqual([
      ['STANDING', 5],
      ['SEATED', 5],
    ])
    const [floor, stalls] = await stock()
    expect(floor).toMatchObject({
      capacity: 5,
      sold: 0,
      available: 5,
      batch: { name: 'Lote 1', price: 100 },
      takenSeats: [],
    })
    expect(stalls).toMatchObject({ capacity: 5, available: 5, batch: { price: 200 } })
  })

  it('refuses a box office whose seat map or section type does not hold, with the field', async () => {
    const base = { name: 'Mal feito', startDate: '2030-05-01T20:00:00', endDate: '2030-05-01T23:00:00' }
    const seated = { name: 'P', kind: 'SEATED', sectionType: { id: bo.seatType.id } }
    for (const [sections, field, message] of [
      [[{ ...seated, seatsPerRow: 3 }], 'sections[0].rows', 'error.required'],
      [
        [{ ...seated, rows: 2, seatsPerRow: 3, missingSeats: ['C-1'] }],
        'sections[0].missingSeats[0]',
        'ticket.seatNotOnMap',
      ],
      [
        [{ ...seated, rows: 1, seatsPerRow: 2, accessibleSeats: ['A-2'], missingSeats: ['A-2'] }],
        'sections[0].accessibleSeats[0]',
        'ticket.seatNotOnMap',
      ],
      [
        [{ name: 'F', kind: 'STANDING', sectionType: { id: bo.floorType.id } }],
        'sections[0].capacity',
        'error.required',
      ],
      [
        [{ name: 'F', kind: 'STANDING', capacity: 3, sectionType: { id: 999999 } }],
        'sections[0].sectionType',
        'error.invalidReference',
      ],
    ] as const) {
      const res = await a.call('POST', '/events/box-office', admin, { ...base, sections })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message }))
    }
    const noName = await a.call('POST', '/events/box-office', admin, {
      sections: [{ name: 'F', kind: 'STANDING', capacity: 3, sectionType: { id: bo.floorType.id } }],
    })
    expect(noName.json().errors).toContainEqual(
      expect.objectContaining({ field: 'name', message: 'error.required' }),
    )
  })

  it('event-domain §5: at least one person, a ticket for every person, seats that exist; nothing written on a refusal', async () => {
    const { floor, stalls } = bo
    await expect400({ ...saleOf([]) }, 'tickets', 'ticket.atLeastOnePerson')
    const nameless = saleOf([[floor.id], [floor.id]])
    nameless.tickets[1].person = { name: ' ', document: '1' }
    await expect400(nameless, 'tickets[1].person.name', 'ticket.personRequired')
    await expect400(saleOf([[floor.id, 'A-1']]), 'tickets[0].seat', 'ticket.noSeatsInSection')
    await expect400(saleOf([[stalls.id]]), 'tickets[0].seat', 'error.required')
    await expect400(saleOf([[stalls.id, 'B-3']]), 'tickets[0].seat', 'ticket.seatNotOnMap')
    await expect400(
      saleOf([
        [stalls.id, 'A-1'],
        [stalls.id, 'A-1'],
      ]),
      'tickets[1].seat',
      'ticket.seatTwice',
    )
    await expect400({ ...saleOf([[floor.id]]), buyer: { name: 'Ana' } }, 'buyer.email', 'error.required')
    await expect400(
      { ...saleOf([[floor.id]]), buyer: { person: { id: 999999 } } },
      'buyer.person',
      'error.invalidReference',
    )
    const other = await makeBoxOffice(t.app, admin)
    await expect400(saleOf([[other.floor.id]]), 'tickets[0].section', 'error.invalidReference')
    expect(await ticketCount()).toBe(0)
    expect((await stock()).map((s) => s.sold)).toEqual([0, 0])
  })

  it('sells at the open batch, opens the next when it sells out, and never more than available', async () => {
    const res = await sell(saleOf([[bo.floor.id], [bo.floor.id], [bo.floor.id], [bo.floor.id]], 'PIX'))
    expect(res.statusCode, res.body).toBe(201)
    const sale = res.json()
    expect(
      sale.tickets.map((x: { price: number; batch: { name: string } }) => [x.batch.name, x.price]),
    ).toEqual([
      ['Lote 1', 100],
      ['Lote 1', 100],
      ['Lote 1', 100],
      ['Lote 2', 150],
    ])
    expect(sale.total).toBe(450)
    const codes = sale.tickets.map((x: { code: string }) => x.code)
    expect(new Set(codes).size).toBe(4)
    for (const c of codes) expect(c).toMatch(/^[A-Z2-9]{16}$/)
    expect((await stock())[0]).toMatchObject({ sold: 4, available: 1, batch: { name: 'Lote 2', price: 150 } })

    const before = await ticketCount()
    const over = await sell(saleOf([[bo.floor.id], [bo.floor.id]]))
    expect(over.statusCode, over.body).toBe(409)
    expect(over.json().message).toBe('ticket.notAvailable')
    // A sale over two sections is whole or nothing: the free seat is not taken either.
    const mixed = await sell(saleOf([[bo.stalls.id, 'B-1'], [bo.floor.id], [bo.floor.id]]))
    expect(mixed.statusCode).toBe(409)
    expect(await ticketCount()).toBe(before)
    expect((await stock()).map((s) => [s.sold, s.takenSeats])).toEqual([
      [4, []],
      [0, []],
    ])
  })

  it('a seat is sold once; cancel returns it and refund is recorded; a cancelled sale stays cancelled', async () => {
    const first = await sell(
      saleOf([
        [bo.stalls.id, 'A-1'],
        [bo.stalls.id, 'A-2'],
      ]),
    )
    expect(first.statusCode, first.body).toBe(201)
    const again = await sell(saleOf([[bo.stalls.id, 'A-2']]))
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('ticket.notAvailable')
    expect((await stock())[1]).toMatchObject({ sold: 2, available: 3, takenSeats: ['A-1', 'A-2'] })

    const cancel = await a.call('POST', `/events/box-office/sale/${first.json().id}/cancel`, admin, {})
    expect(cancel.statusCode, cancel.body).toBe(200)
    expect(cancel.json().status).toBe('CANCELED')
    expect((await stock())[1]).toMatchObject({ sold: 0, available: 5, takenSeats: [] })
    expect(
      (await a.call('POST', `/events/box-office/sale/${first.json().id}/cancel`, admin, {})).json().message,
    ).toBe('ticket.saleCanceled')

    const resold = await sell(saleOf([[bo.stalls.id, 'A-2']]))
    expect(resold.statusCode, resold.body).toBe(201)
    const refund = await a.call('POST', `/events/box-office/sale/${resold.json().id}/cancel`, admin, {
      refund: true,
    })
    expect(refund.json().status).toBe('REFUNDED')
    const row = await t.app.database.db
      .selectFrom('ticket_sale')
      .select(['status', 'canceled_at'])
      .where('id', '=', resold.json().id)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('REFUNDED')
    expect(row.canceled_at).not.toBeNull()
  })

  it('checks a ticket in once: the second scan says when the first was', async () => {
    const sale = (
      await sell(
        saleOf([
          [bo.stalls.id, 'B-1'],
          [bo.stalls.id, 'B-2'],
        ]),
      )
    ).json()
    const code = sale.tickets[0].code as string
    const first = await a.call('POST', '/events/box-office/check-in', admin, { code: code.toLowerCase() })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({ code, seat: 'B-1', person: { name: 'Pessoa 1' } })
    const second = await a.call('POST', '/events/box-office/check-in', admin, { code })
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({
      message: 'ticket.alreadyCheckedIn',
      firstCheckIn: first.json().checkedInAt,
    })
    expect((await a.call('POST', '/events/box-office/check-in', admin, { code: 'NOPE' })).statusCode).toBe(
      404,
    )
    // A used ticket cannot be cancelled; another sale's cancelled ticket does not get in.
    expect(
      (await a.call('POST', `/events/box-office/sale/${sale.id}/cancel`, admin, {})).json().message,
    ).toBe('ticket.alreadyCheckedIn')
    const other = (await sell(saleOf([[bo.stalls.id, 'A-3']]))).json()
    await a.call('POST', `/events/box-office/sale/${other.id}/cancel`, admin, {})
    expect(
      (await a.call('POST', '/events/box-office/check-in', admin, { code: other.tickets[0].code })).json()
        .message,
    ).toBe('ticket.canceled')
  })

  it('a section with sales keeps its sold places; a used section type stays; an old version is refused', async () => {
    const body = {
      ...bo.office,
      sections: bo.office.sections.map((s: Record<string, unknown>) => ({
        ...s,
        capacity: s.kind === 'STANDING' ? 2 : s.capacity,
      })),
    }
    const shrink = await a.call('PUT', `/events/box-office/${bo.office.id}`, admin, body)
    expect(shrink.statusCode, shrink.body).toBe(409)
    expect(shrink.json().message).toBe('ticket.sectionHasSales')
    const rename = await a.call('PUT', `/events/box-office/${bo.office.id}`, admin, {
      ...bo.office,
      name: 'Show renomeado',
    })
    expect(rename.statusCode, rename.body).toBe(200)
    expect(rename.json()).toMatchObject({ name: 'Show renomeado', version: 2 })
    expect((await a.call('PUT', `/events/box-office/${bo.office.id}`, admin, bo.office)).json().message).toBe(
      'error.changedInAnotherSession',
    )
    const del = await a.call('DELETE', `/events/section-type/${bo.floorType.id}`, admin)
    expect(del.statusCode).toBe(409)
    expect((await a.call('DELETE', `/events/box-office/${bo.office.id}`, admin)).json().message).toBe(
      'ticket.boxOfficeHasSales',
    )
  })

  it('another tenant sees nothing, and an events user without ticket features is refused', async () => {
    const other = await signIn(t.app, accounts.otherAdmin)
    expect((await a.call('GET', `/events/box-office/${bo.office.id}`, other)).statusCode).toBe(404)
    expect((await a.call('GET', `/events/box-office/${bo.office.id}/availability`, other)).statusCode).toBe(
      404,
    )
    expect((await sell(saleOf([[bo.floor.id]]), bo.office.id, other)).statusCode).toBe(404)
    const sale = (await sell(saleOf([[bo.stalls.id, 'A-1']]))).json()
    expect(
      (await a.call('POST', '/events/box-office/check-in', other, { code: sale.tickets[0].code })).statusCode,
    ).toBe(404)
    expect((await a.call('POST', `/events/box-office/sale/${sale.id}/cancel`, other, {})).statusCode).toBe(
      404,
    )
    expect((await a.call('GET', '/events/box-office', other)).json().content).toEqual([])

    const staff = await signIn(t.app, accounts.staff)
    for (const [method, url] of [
      ['GET', '/events/box-office'],
      ['GET', `/events/box-office/${bo.office.id}/availability`],
      ['POST', `/events/box-office/${bo.office.id}/sale`],
      ['POST', '/events/box-office/check-in'],
    ] as const)
      expect(
        (await a.call(method, url, staff, method === 'POST' ? saleOf([[bo.floor.id]]) : undefined))
          .statusCode,
        url,
      ).toBe(403)
  })
})
