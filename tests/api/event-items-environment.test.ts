import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { blockNewEvents, fixtures, items, plusHours, roomBody } from '../helpers/event-items.js'
import { roomPrefill } from '../../common/events/setup-dates.js'
import { putConfiguration } from '../helpers/configuration.js'

describe(`event environments: rules, availability, compound rooms, maintenance (${testDbKind()})`, () => {
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
    // These rules were written when every booking blocked; issue 16 made it the NEW_SITUATION_BLOCK setting.
    await blockNewEvents(t.app, admin)
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
  /** Each test books its own far-apart days, so rooms never collide across tests. */
  let offset = 100
  const freshEvent = async (body: Record<string, unknown> = {}) => {
    offset += 10
    return a.event(admin, { startDate: at(offset, 8), endDate: at(offset + 2, 18), ...body })
  }

  it('adds a room with defaults and labels, bumps the version, and needs the current eventVersion', async () => {
    const e = await freshEvent()
    const res = await a.call('POST', `/events/event/${e.id}/environment`, admin, {
      ...roomBody(f.roomA.id, e.startDate, e.endDate),
      environmentFormat: { id: f.auditorium.id },
      esteemedPeople: 80,
      eventVersion: e.version,
    })
    expect(res.statusCode, res.body).toBe(201)
    const body = res.json()
    expect(body.eventVersion).toBe(e.version + 1)
    expect(body.warnings).toBeUndefined()
    expect(body.content).toEqual([
      expect.objectContaining({
        id: body.id,
        environment: { id: f.roomA.id, name: f.roomA.name },
        environmentFormat: { id: f.auditorium.id, name: f.auditorium.name },
        startDateHour: e.startDate,
        dailyRate: 1000,
        assemblyRate: 0,
        disassemblyRate: 0,
        privateEnvironment: false,
        extra: false,
      }),
    ])
    const again = { ...roomBody(f.roomB.id, e.startDate, e.endDate) }
    refusal(
      await a.call('POST', `/events/event/${e.id}/environment`, admin, { ...again, eventVersion: e.version }),
      409,
      'event.changedInAnotherSession',
    )
    refusal(
      await a.call('POST', `/events/event/${e.id}/environment`, admin, again),
      400,
      'error.required',
      'eventVersion',
    )
    expect((await it8.list(admin, e.id, 'environment')).json()).toMatchObject({
      eventVersion: e.version + 1,
      content: [{ id: body.id }],
    })
  })

  it('keeps the period within the event and in order', async () => {
    const e = await freshEvent()
    refusal(
      await it8.add(admin, e.id, 'environment', roomBody(f.roomA.id, e.startDate, plusHours(e.endDate, 1))),
      400,
      'event.itemOutsideEvent',
      'endDateHour',
    )
    refusal(
      await it8.add(
        admin,
        e.id,
        'environment',
        roomBody(f.roomA.id, plusHours(e.startDate, 5), plusHours(e.startDate, 2)),
      ),
      400,
      'event.startAfterEnd',
      'endDateHour',
    )
    refusal(
      await it8.add(admin, e.id, 'environment', { environment: { id: f.roomA.id } }),
      400,
      'error.required',
      'startDateHour',
    )
    refusal(
      await it8.add(admin, e.id, 'environment', roomBody(999999, e.startDate, e.endDate)),
      400,
      'error.invalidReference',
      'environment',
    )
  })

  it('follows §5 for assembly and disassembly dates', async () => {
    const e = await freshEvent()
    const start = plusHours(e.startDate, 4) // 12:00 on the first day
    const end = plusHours(e.endDate, -4) // 14:00 on the last day
    const base = { environment: { id: f.roomA.id }, startDateHour: start, endDateHour: end }
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'event.assemblyOrDisassemblyRequired', 'assemblyStart'],
      [{ assemblyStart: start }, 'event.assemblyStartNotBeforeStart', 'assemblyStart'],
      [{ assemblyEnd: start }, 'event.assemblyEndNotAfterStart', 'assemblyEnd'],
      [
        { disassemblyStart: plusHours(end, 2), disassemblyDeadline: plusHours(end, 1) },
        'event.disassemblyStartNotBeforeDeadline',
        'disassemblyStart',
      ],
      [{ disassemblyDeadline: end }, 'event.disassemblyDeadlineNotAfterEnd', 'disassemblyDeadline'],
      [{ assemblyStart: plusHours(e.startDate, -1) }, 'event.itemOutsideEvent', 'assemblyStart'],
      [{ disassemblyDeadline: plusHours(e.endDate, 1) }, 'event.itemOutsideEvent', 'disassemblyDeadline'],
    ]
    for (const [dates, key, field] of cases)
      refusal(await it8.add(admin, e.id, 'environment', { ...base, ...dates }), 400, key, field)
    const ok = await it8.add(admin, e.id, 'environment', {
      ...base,
      assemblyStart: plusHours(start, -3),
      assemblyEnd: plusHours(start, 1),
      disassemblyStart: plusHours(end, 1),
      disassemblyDeadline: plusHours(end, 3),
      assemblyRate: 150,
      assemblyCourtesyDailies: 1,
    })
    expect(ok.statusCode, ok.body).toBe(201)
    expect(ok.json().content[0]).toMatchObject({
      assemblyRate: 150,
      assemblyCourtesyDailies: 1,
      disassemblyDeadline: plusHours(end, 3),
    })
  })

  it('SETUP_DATES_REQUIRED (default on) demands an assembly or disassembly date; off, neither is; what the form prefills passes either way', async () => {
    const e = await freshEvent()
    const setting = async (value?: boolean) => {
      const res = await putConfiguration(t.app, admin, [{ name: 'SETUP_DATES_REQUIRED', value }])
      expect(res.statusCode, res.body).toBe(200)
      return res.json().content.find((x: { name: string }) => x.name === 'SETUP_DATES_REQUIRED')
    }
    const config = (await a.call('GET', '/events/configuration', admin)).json()
    expect(config.find((x: { name: string }) => x.name === 'SETUP_DATES_REQUIRED')).toMatchObject({
      value: true,
      default: true,
      kind: 'boolean',
      group: 'events',
    })
    const bare = { environment: { id: f.roomA.id }, startDateHour: e.startDate, endDateHour: e.endDate }
    refusal(
      await it8.add(admin, e.id, 'environment', bare),
      400,
      'event.assemblyOrDisassemblyRequired',
      'assemblyStart',
    )
    // The form's prefill when required: an assembly slot at the event's start, the room after it.
    const prefilled = {
      environment: { id: f.roomA.id },
      ...roomPrefill({ start: e.startDate, end: e.endDate }, true),
    }
    expect(prefilled).toMatchObject({ assemblyStart: e.startDate, startDateHour: plusHours(e.startDate, 1) })
    const ok = await it8.add(admin, e.id, 'environment', prefilled)
    expect(ok.statusCode, ok.body).toBe(201)

    expect(await setting(false)).toMatchObject({ value: false })
    try {
      const other = await freshEvent()
      const whole = {
        environment: { id: f.roomA.id },
        ...roomPrefill({ start: other.startDate, end: other.endDate }, false),
      }
      expect(whole).toEqual({
        environment: { id: f.roomA.id },
        startDateHour: other.startDate,
        endDateHour: other.endDate,
      })
      const res = await it8.add(admin, other.id, 'environment', whole)
      expect(res.statusCode, res.body).toBe(201)
      // The order rules still hold for the dates that are given.
      refusal(
        await it8.add(admin, other.id, 'environment', {
          ...whole,
          environment: { id: f.roomB.id },
          assemblyStart: other.endDate,
        }),
        400,
        'event.assemblyStartNotBeforeStart',
        'assemblyStart',
      )
    } finally {
      await setting(true)
    }
  })

  it("takes only the room's formats; more people than the format holds is a warning, not a refusal", async () => {
    const e = await freshEvent()
    const body = roomBody(f.roomA.id, e.startDate, e.endDate)
    refusal(
      await it8.add(admin, e.id, 'environment', { ...body, environmentFormat: { id: f.banquet.id } }),
      400,
      'event.formatNotOfEnvironment',
      'environmentFormat',
    )
    const crowded = await it8.add(admin, e.id, 'environment', {
      ...body,
      environmentFormat: { id: f.auditorium.id },
      esteemedPeople: 150,
    })
    expect(crowded.statusCode).toBe(201)
    expect(crowded.json().warnings).toEqual([
      { field: 'esteemedPeople', message: 'event.esteemedPeopleOverCapacity', target: 'esteemedPeople' },
    ])
  })

  it('refuses a room taken by another event for an overlapping period, assembly included; cancelled events free it', async () => {
    const first = await freshEvent()
    const second = await a.event(admin, { startDate: first.startDate, endDate: first.endDate })
    const midday = plusHours(first.startDate, 4)
    const booked = await it8.add(
      admin,
      first.id,
      'environment',
      roomBody(f.roomA.id, first.startDate, midday),
    )
    expect(booked.statusCode).toBe(201)
    const clash = await it8.add(
      admin,
      second.id,
      'environment',
      roomBody(f.roomA.id, plusHours(midday, -1), first.endDate),
    )
    refusal(clash, 409, 'event.environmentNotAvailable', 'environment')
    expect(clash.json().conflicts).toEqual([
      expect.objectContaining({
        type: 'EVENT',
        eventId: first.id,
        name: first.name,
        environment: { id: f.roomA.id },
      }),
    ])
    // Back to back is fine; an assembly that reaches into the other booking is not.
    expect(
      (await it8.add(admin, second.id, 'environment', roomBody(f.roomA.id, midday, plusHours(midday, 3))))
        .statusCode,
    ).toBe(201)
    const lateRoom = roomBody(f.roomA.id, plusHours(midday, 5), first.endDate, {
      assemblyStart: plusHours(midday, 2),
      assemblyEnd: plusHours(midday, 6),
    })
    refusal(await it8.add(admin, first.id, 'environment', lateRoom), 409, 'event.environmentNotAvailable')
    // Moving one's own booking never conflicts with itself.
    const own = booked.json().content[0]
    const moved = await it8.change(
      admin,
      first.id,
      'environment',
      own.id,
      roomBody(f.roomA.id, first.startDate, plusHours(midday, -1)),
    )
    expect(moved.statusCode, moved.body).toBe(200)
    // Once the second event is cancelled its rooms no longer count.
    const reason = await a.reason(admin)
    expect(
      (await a.action(admin, `event-cancellation/cancel/${second.id}`, { reason: { id: reason.id } }))
        .statusCode,
    ).toBe(200)
    expect((await it8.add(admin, first.id, 'environment', lateRoom)).statusCode).toBe(201)
  })

  it('a compound room conflicts with its parts and its parts with it', async () => {
    const e1 = await freshEvent()
    const e2 = await a.event(admin, { startDate: e1.startDate, endDate: e1.endDate })
    const e3 = await a.event(admin, { startDate: e1.startDate, endDate: e1.endDate })
    expect(
      (await it8.add(admin, e1.id, 'environment', roomBody(f.roomA.id, e1.startDate, e1.endDate))).statusCode,
    ).toBe(201)
    const whole = await it8.add(
      admin,
      e2.id,
      'environment',
      roomBody(f.ballroom.id, e1.startDate, e1.endDate),
    )
    refusal(whole, 409, 'event.environmentNotAvailable')
    expect(whole.json().conflicts[0]).toMatchObject({ eventId: e1.id, environment: { id: f.roomA.id } })
    // The other part is free, so it can be booked; then the compound is taken by both parts.
    expect(
      (await it8.add(admin, e2.id, 'environment', roomBody(f.roomB.id, e1.startDate, e1.endDate))).statusCode,
    ).toBe(201)
    const e4 = await freshEvent()
    expect(
      (await it8.add(admin, e4.id, 'environment', roomBody(f.ballroom.id, e4.startDate, e4.endDate)))
        .statusCode,
    ).toBe(201)
    const e5 = await a.event(admin, { startDate: e4.startDate, endDate: e4.endDate })
    const part = await it8.add(
      admin,
      e5.id,
      'environment',
      roomBody(f.roomB.id, e4.startDate, plusHours(e4.startDate, 3)),
    )
    refusal(part, 409, 'event.environmentNotAvailable')
    expect(part.json().conflicts[0]).toMatchObject({ eventId: e4.id, environment: { id: f.ballroom.id } })
    expect(
      (await it8.add(admin, e3.id, 'environment', roomBody(f.foyer.id, e1.startDate, e1.endDate))).statusCode,
    ).toBe(201)
  })

  it('a BLOCK maintenance takes the room (and the compound holding it); HOUSE_USE does not', async () => {
    const e = await freshEvent()
    const block = await a.post('/events/environment-maintenance/', admin, {
      type: 'BLOCK',
      environment: { id: f.roomB.id },
      startDateHour: e.startDate,
      endDateHour: plusHours(e.startDate, 6),
      observation: 'Pintura',
    })
    await a.post('/events/environment-maintenance/', admin, {
      type: 'HOUSE_USE',
      environment: { id: f.foyer.id },
      startDateHour: e.startDate,
      endDateHour: e.endDate,
    })
    const res = await it8.add(admin, e.id, 'environment', roomBody(f.roomB.id, e.startDate, e.endDate))
    refusal(res, 409, 'event.environmentNotAvailable')
    expect(res.json().conflicts).toEqual([
      expect.objectContaining({
        type: 'MAINTENANCE',
        id: block.id,
        name: 'Pintura',
        environment: { id: f.roomB.id },
      }),
    ])
    refusal(
      await it8.add(admin, e.id, 'environment', roomBody(f.ballroom.id, e.startDate, e.endDate)),
      409,
      'event.environmentNotAvailable',
    )
    expect(
      (await it8.add(admin, e.id, 'environment', roomBody(f.roomB.id, plusHours(e.startDate, 6), e.endDate)))
        .statusCode,
    ).toBe(201)
    expect(
      (await it8.add(admin, e.id, 'environment', roomBody(f.foyer.id, e.startDate, e.endDate))).statusCode,
    ).toBe(201)
  })

  it('a room with equipment cannot be removed; confirmed and internal events keep at least one room', async () => {
    const e = await freshEvent()
    const room = (
      await it8.add(admin, e.id, 'environment', roomBody(f.foyer.id, e.startDate, e.endDate))
    ).json().content[0]
    const gear = await it8.add(admin, e.id, 'equipment', {
      equipment: { id: f.projector.id },
      eventEnvironment: { id: room.id },
      startDateHour: e.startDate,
      endDateHour: e.endDate,
      amount: 1,
    })
    expect(gear.statusCode, gear.body).toBe(201)
    refusal(await it8.remove(admin, e.id, 'environment', room.id), 409, 'event.environmentHasEquipment')
    expect((await it8.remove(admin, e.id, 'equipment', gear.json().content[0].id)).statusCode).toBe(200)
    await t.database.db.updateTable('event').set({ situation: 'CONFIRMED' }).where('id', '=', e.id).execute()
    refusal(await it8.remove(admin, e.id, 'environment', room.id), 409, 'event.environmentRequired')

    const type = await a.post('/events/event-type/', admin, { name: `Interno ${f.tag}`, internal: true })
    const internal = await freshEvent({ eventType: { id: type.id } })
    const only = (
      await it8.add(
        admin,
        internal.id,
        'environment',
        roomBody(f.foyer.id, internal.startDate, internal.endDate),
      )
    ).json().content[0]
    refusal(await it8.remove(admin, internal.id, 'environment', only.id), 409, 'event.environmentRequired')

    const plain = await freshEvent()
    const lone = (
      await it8.add(admin, plain.id, 'environment', roomBody(f.foyer.id, plain.startDate, plain.endDate))
    ).json().content[0]
    const removed = await it8.remove(admin, plain.id, 'environment', lone.id)
    expect(removed.statusCode).toBe(200)
    expect(removed.json().content).toEqual([])
  })

  it.skipIf(testDbKind() !== 'postgres')(
    '20 events booking one room for overlapping periods in parallel: exactly one succeeds',
    async () => {
      const events = []
      offset += 10
      for (let i = 0; i < 20; i++)
        events.push(await a.event(admin, { startDate: at(offset, 8), endDate: at(offset + 2, 18) }))
      const results = await Promise.all(
        events.map((e, i) =>
          a.call('POST', `/events/event/${e.id}/environment`, admin, {
            ...roomBody(f.roomA.id, plusHours(e.startDate, i % 3), e.endDate),
            eventVersion: e.version,
          }),
        ),
      )
      const codes = results.map((r) => r.statusCode)
      expect(codes.filter((c) => c === 201)).toHaveLength(1)
      expect(codes.filter((c) => c === 409)).toHaveLength(19)
      expect(
        results
          .filter((r) => r.statusCode === 409)
          .every((r) => r.json().message === 'event.environmentNotAvailable'),
      ).toBe(true)
      const rows = await t.database.db
        .selectFrom('event_environment')
        .select('id')
        .where(
          'event_id',
          'in',
          events.map((e) => e.id),
        )
        .execute()
      expect(rows).toHaveLength(1)

      // Half book the compound room, half one of its parts: still exactly one.
      offset += 10
      const mixed = []
      for (let i = 0; i < 20; i++)
        mixed.push(await a.event(admin, { startDate: at(offset, 8), endDate: at(offset + 2, 18) }))
      const answers = await Promise.all(
        mixed.map((e, i) =>
          a.call('POST', `/events/event/${e.id}/environment`, admin, {
            ...roomBody(i % 2 ? f.ballroom.id : f.roomB.id, e.startDate, e.endDate),
            eventVersion: e.version,
          }),
        ),
      )
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1)
      expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(19)
    },
  )
})
