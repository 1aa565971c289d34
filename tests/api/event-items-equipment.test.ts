import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { fixtures, items, plusHours, roomBody, setBlockFlags } from '../helpers/event-items.js'

describe(`event equipment: periods, linked rooms, stock (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let a: ReturnType<typeof api>
  let it8: ReturnType<typeof items>
  let f: Awaited<ReturnType<typeof fixtures>>

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    it8 = items(t.app, admin)
    f = await fixtures(t.app, admin)
    // These NEW events' equipment takes the stock (EQUIPMENT_BLOCK; equipment-block.test.ts has each setting).
    await setBlockFlags(t.app, admin, { EQUIPMENT_BLOCK: true, NEW_SITUATION_BLOCK: true })
  })
  afterAll(() => t?.close())

  const refusal = (
    res: { statusCode: number; body: string; json(): any },
    status: number,
    message: string,
    field?: string,
  ) => {
    expect(res.statusCode, res.body).toBe(status)
    expect(res.json().message).toBe(message)
    if (field) expect(res.json().errors).toEqual(expect.arrayContaining([{ field, message, target: field }]))
  }
  let offset = 100
  const freshEvent = async () => {
    offset += 10
    return a.event(admin, { startDate: at(offset, 8), endDate: at(offset + 2, 18) })
  }
  const gear = (start: string, end: string, amount: number, body: Record<string, unknown> = {}) => ({
    equipment: { id: f.projector.id },
    startDateHour: start,
    endDateHour: end,
    amount,
    ...body,
  })

  it('adds equipment with the registry type and daily rate, placed in one of the event rooms', async () => {
    const e = await freshEvent()
    const room = (
      await it8.add(admin, e.id, 'environment', roomBody(f.foyer.id, e.startDate, plusHours(e.startDate, 8)))
    ).json().content[0]
    const res = await it8.add(
      admin,
      e.id,
      'equipment',
      gear(e.startDate, plusHours(e.startDate, 8), 2, {
        eventEnvironment: { id: room.id },
        extra: true,
        observation: 'Palco',
      }),
    )
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().content).toEqual([
      expect.objectContaining({
        equipment: { id: f.projector.id, name: f.projector.name },
        eventEnvironment: { id: room.id, environment: { id: f.foyer.id, name: f.foyer.name } },
        type: 'EQUIPMENT',
        dailyRate: 50,
        amount: 2,
        extra: true,
        observation: 'Palco',
      }),
    ])
  })

  it('keeps the period within the event and within its room; the room must be of this event', async () => {
    const e = await freshEvent()
    const other = await freshEvent()
    const room = (
      await it8.add(admin, e.id, 'environment', roomBody(f.foyer.id, e.startDate, plusHours(e.startDate, 8)))
    ).json().content[0]
    const foreign = (
      await it8.add(admin, other.id, 'environment', roomBody(f.foyer.id, other.startDate, other.endDate))
    ).json().content[0]
    refusal(
      await it8.add(admin, e.id, 'equipment', gear(e.startDate, plusHours(e.endDate, 2), 1)),
      400,
      'event.itemOutsideEvent',
      'endDateHour',
    )
    refusal(
      await it8.add(
        admin,
        e.id,
        'equipment',
        gear(e.startDate, e.endDate, 1, { eventEnvironment: { id: room.id } }),
      ),
      400,
      'event.equipmentOutsideEnvironment',
      'startDateHour',
    )
    refusal(
      await it8.add(
        admin,
        e.id,
        'equipment',
        gear(e.startDate, e.endDate, 1, { eventEnvironment: { id: foreign.id } }),
      ),
      400,
      'error.invalidReference',
      'eventEnvironment',
    )
    // The type is the equipment's (read-only in the schema): what a client sends is not taken.
    const typed = await it8.add(
      admin,
      e.id,
      'equipment',
      gear(e.startDate, e.endDate, 1, { type: 'SERVICE' }),
    )
    expect(typed.statusCode, typed.body).toBe(201)
    expect(typed.json().content.find((q: { id: number }) => q.id === typed.json().id).type).toBe('EQUIPMENT')
    expect((await it8.remove(admin, e.id, 'equipment', typed.json().id)).statusCode).toBe(200)
    refusal(
      await it8.add(admin, e.id, 'equipment', gear(e.startDate, e.endDate, 0)),
      400,
      'error.minimum',
      'amount',
    )
    // A room shrunk below the equipment placed in it is refused as well.
    const placed = await it8.add(
      admin,
      e.id,
      'equipment',
      gear(e.startDate, plusHours(e.startDate, 8), 1, { eventEnvironment: { id: room.id } }),
    )
    expect(placed.statusCode).toBe(201)
    refusal(
      await it8.change(
        admin,
        e.id,
        'environment',
        room.id,
        roomBody(f.foyer.id, e.startDate, plusHours(e.startDate, 4)),
      ),
      400,
      'event.equipmentOutsideEnvironment',
      'startDateHour',
    )
  })

  it('never books more than the stock held at once by non-cancelled events, naming what is available', async () => {
    const e1 = await freshEvent()
    const e2 = await a.event(admin, { startDate: e1.startDate, endDate: e1.endDate })
    const firstDay = plusHours(e1.startDate, 10)
    const lastDay = plusHours(e1.endDate, -10)
    // 3 on the first day and 3 on the last: never more than 3 at once.
    expect((await it8.add(admin, e1.id, 'equipment', gear(e1.startDate, firstDay, 3))).statusCode).toBe(201)
    expect((await it8.add(admin, e1.id, 'equipment', gear(lastDay, e1.endDate, 3))).statusCode).toBe(201)
    const tooMany = await it8.add(admin, e2.id, 'equipment', gear(e1.startDate, e1.endDate, 3))
    refusal(tooMany, 409, 'event.equipmentStock', 'amount')
    expect(tooMany.json().available).toBe(2)
    const fits = await it8.add(admin, e2.id, 'equipment', gear(e1.startDate, e1.endDate, 2))
    expect(fits.statusCode).toBe(201)
    // Between the two bookings of e1 only e2's 2 are out: 3 more fit there.
    expect(
      (await it8.add(admin, e1.id, 'equipment', gear(plusHours(firstDay, 1), plusHours(lastDay, -1), 3)))
        .statusCode,
    ).toBe(201)
    // Editing one's own booking does not count it twice.
    const mine = fits.json().content[0]
    expect(
      (
        await it8.change(
          admin,
          e2.id,
          'equipment',
          mine.id,
          gear(e1.startDate, e1.endDate, 2, { observation: 'ok' }),
        )
      ).statusCode,
    ).toBe(200)
    refusal(
      await it8.change(admin, e2.id, 'equipment', mine.id, gear(e1.startDate, e1.endDate, 3)),
      409,
      'event.equipmentStock',
    )
    // A cancelled event gives its equipment back.
    const reason = await a.reason(admin)
    expect(
      (await a.action(admin, `event-cancellation/cancel/${e1.id}`, { reason: { id: reason.id } })).statusCode,
    ).toBe(200)
    expect(
      (await it8.change(admin, e2.id, 'equipment', mine.id, gear(e1.startDate, e1.endDate, 5))).statusCode,
    ).toBe(200)
  })

  it('services have no stock to count', async () => {
    const e = await freshEvent()
    const res = await it8.add(admin, e.id, 'equipment', {
      equipment: { id: f.translation.id },
      startDateHour: e.startDate,
      endDateHour: e.endDate,
      amount: 3,
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().content[0]).toMatchObject({ type: 'SERVICE', dailyRate: 800, amount: 3 })
  })

  it.skipIf(testDbKind() !== 'postgres')(
    'parallel bookings by 10 events never exceed the stock',
    async () => {
      const events = []
      offset += 10
      for (let i = 0; i < 10; i++)
        events.push(await a.event(admin, { startDate: at(offset, 8), endDate: at(offset + 2, 18) }))
      const results = await Promise.all(
        events.map((e, i) =>
          a.call('POST', `/events/event/${e.id}/equipment`, admin, {
            ...gear(plusHours(e.startDate, i % 4), e.endDate, 2),
            eventVersion: e.version,
          }),
        ),
      )
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2)
      expect(
        results.filter((r) => r.statusCode === 409).every((r) => r.json().message === 'event.equipmentStock'),
      ).toBe(true)
      const rows = await t.database.db
        .selectFrom('event_equipment')
        .select('amount')
        .where(
          'event_id',
          'in',
          events.map((e) => e.id),
        )
        .execute()
      expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(4)
    },
  )
})
