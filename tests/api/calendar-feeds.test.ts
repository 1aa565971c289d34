import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ICAL from 'ical.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { fixtures, items, roomBody } from '../helpers/event-items.js'
import { withTenant } from '../../server/db/tenant.js'
import { seedAccounts } from '../../server/seed/accounts.js'

type Body = Record<string, unknown>

/** A feed as an independent parser reads it: its events by UID. */
function parse(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text))
  for (const tz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz)
  return cal.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v)
    return {
      uid: e.uid,
      summary: e.summary,
      location: e.location,
      sequence: e.sequence,
      status: String(v.getFirstPropertyValue('status')),
      start: e.startDate,
      end: e.endDate,
      lastModified: v.getFirstPropertyValue('last-modified'),
    }
  })
}

/** The instant a venue wall-clock time is in `zone`, by the platform's zone data. */
function instantIn(zone: string, wall: string) {
  const guess = Date.parse(`${wall}Z`)
  const offsetAt = (t: number) => {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(t)
      .find((p) => p.type === 'timeZoneName')!.value
    const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
    return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000 : 0
  }
  return guess - offsetAt(guess - offsetAt(guess))
}

/** Issue 37, DESIGN.md wave 3 "Calendar feeds": RFC 5545 feeds read without signing in. */
describe(`calendar feeds (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let coordinator: Tokens
  let other: Tokens
  let demo: number
  let a: ReturnType<typeof api>
  let it8: ReturnType<typeof items>
  let f: Awaited<ReturnType<typeof fixtures>>
  let customer: { id: number }

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    const ids = await tenantIds(t.app)
    demo = ids.DEMO
    admin = await signIn(t.app, accounts.admin)
    other = await signIn(t.app, accounts.otherAdmin)
    // Sees the rooms and their own events, not the others' (no ACTION_SEE_OTHERS_EVENTS).
    await seedAccounts(t.database.db, new Map([['DEMO', demo]]), [
      {
        email: 'feeds@demo.test',
        password: 'Feed#2026xx',
        memberships: [{ tenant: 'DEMO', type: 'COMMON', features: ['EVENT', 'ENVIRONMENT_TIMELINE'] }],
      },
    ])
    coordinator = await signIn(t.app, { username: 'feeds@demo.test', password: 'Feed#2026xx' })
    it8 = items(t.app, admin)
    f = await fixtures(t.app, admin)
    customer = await a.person(admin, 'Banco Horizonte S.A.', '45.723.174/0001-10')
  })
  afterAll(() => t?.close())

  async function booked(
    who: Tokens,
    room: number,
    day: number,
    name: string,
    hours: [number, number] = [10, 16],
  ) {
    const e = await a.event(who, {
      name,
      startDate: at(day, 8),
      endDate: at(day + 1, 18),
      customer: { id: customer.id },
      requesters: [{ person: { id: customer.id } }],
    })
    const res = await it8.add(
      admin,
      e.id,
      'environment',
      roomBody(room, at(day, hours[0]), at(day, hours[1])),
    )
    expect(res.statusCode, res.body).toBe(201)
    return {
      event: e.id as number,
      booking: res.json().id as number,
      start: at(day, hours[0]),
      end: at(day, hours[1]),
    }
  }
  const subscribe = async (who: Tokens, scope: string, id: number, language = 'en-us') => {
    const res = await a.call('POST', `/events/calendar-feed?language=${language}`, who, { scope, id })
    expect(res.statusCode, res.body).toBe(201)
    const feed = res.json() as { id: number; scope: string; url: string }
    return { ...feed, path: new URL(feed.url).pathname }
  }
  const read = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: path, headers })
  const confirm = async (id: number) => {
    expect((await a.action(admin, 'event-new/change-new-event-to-negotiation', { id })).statusCode).toBe(200)
    const res = await a.action(admin, 'event-confirmation/confirm', { id })
    expect(res.statusCode, res.body).toBe(200)
  }

  it("a room's feed: every booking in the window, in the establishment's zone, unseen events Reserved", async () => {
    const mine = await booked(
      coordinator,
      f.roomA.id,
      20,
      'Congresso, Anual; de Cardiologia — edição especial àéîõü nº 7',
    )
    const theirs = await booked(admin, f.roomA.id, 40, 'Lançamento Secreto Diretoria', [9, 12])
    const compound = await booked(admin, f.ballroom.id, 60, 'Baile de Gala Sigiloso')
    const elsewhere = await booked(admin, f.roomB.id, 20, 'Outra Sala Reunião')
    const beyond = await booked(admin, f.roomA.id, 600, 'Congresso Além da Janela')
    const otherRooms = await fixtures(t.app, other)
    const e = await a.event(other, {
      name: 'Evento Outro Inquilino',
      startDate: at(20, 8),
      endDate: at(21, 18),
    })
    const res = await api(t.app).call('POST', `/events/event/${e.id}/environment`, other, {
      eventVersion: e.version,
      ...roomBody(otherRooms.roomA.id, at(20, 10), at(20, 16)),
    })
    expect(res.statusCode, res.body).toBe(201)

    const feed = await subscribe(coordinator, 'ENVIRONMENT', f.roomA.id)
    expect(feed).toMatchObject({
      scope: 'ENVIRONMENT',
      url: expect.stringMatching(/\/events\/ics\/[\w-]{43}\.ics$/),
    })
    const got = await read(feed.path)
    expect(got.statusCode, got.body).toBe(200)
    expect(got.headers['content-type']).toBe('text/calendar; charset=utf-8')
    // RFC 5545: CRLF line ends, no physical line over 75 octets.
    expect(got.body.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true)
    expect(got.body.replace(/\r\n/g, '')).not.toContain('\n')
    expect(got.body).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Sao_Paulo\r\n')

    const events = parse(got.body)
    const byUid = new Map(events.map((x) => [x.uid, x]))
    expect(events).toHaveLength(3)
    const uid = (b: { booking: number }) => `booking-${demo}-${b.booking}@eventdesk`
    for (const b of [mine, theirs, compound]) {
      const v = byUid.get(uid(b))!
      expect(v, `booking ${b.booking}`).toBeDefined()
      expect(v.start.zone?.tzid).toBe('America/Sao_Paulo')
      expect(v.start.toString()).toBe(b.start)
      expect(v.end.toString()).toBe(b.end)
      expect(v.start.toJSDate().getTime()).toBe(instantIn('America/Sao_Paulo', b.start))
      expect(v.end.toJSDate().getTime()).toBe(instantIn('America/Sao_Paulo', b.end))
    }
    // Escaped and folded, read back whole; the others' events are only "Reserved".
    expect(byUid.get(uid(mine))!.summary).toBe(
      'Congresso, Anual; de Cardiologia — edição especial àéîõü nº 7',
    )
    expect(byUid.get(uid(theirs))!.summary).toBe('Reserved')
    expect(byUid.get(uid(compound))).toMatchObject({ summary: 'Reserved', location: f.ballroom.name })
    for (const secret of [
      'Lançamento Secreto',
      'Baile de Gala',
      'Outro Inquilino',
      'Outra Sala',
      'Além da Janela',
    ])
      expect(got.body).not.toContain(secret)
    expect(byUid.has(uid(elsewhere))).toBe(false)
    expect(byUid.has(uid(beyond))).toBe(false)

    // The admin sees every event: the same room, the names.
    const adminFeed = await subscribe(admin, 'ENVIRONMENT', f.roomA.id, 'pt-BR')
    const adminEvents = parse((await read(adminFeed.path)).body)
    expect(adminEvents.map((x) => x.summary).sort()).toEqual(
      [
        'Baile de Gala Sigiloso',
        'Congresso, Anual; de Cardiologia — edição especial àéîõü nº 7',
        'Lançamento Secreto Diretoria',
      ].sort(),
    )
    // Tenant B's admin reading A's feed URL reads A's feed of A's owner, nothing of B.
    expect(
      (await read(adminFeed.path, { authorization: `Bearer ${other.access_token}` })).body,
    ).not.toContain('Outro Inquilino')
  })

  it('a hold is TENTATIVE, a confirmed booking CONFIRMED; a move raises SEQUENCE and keeps the UID', async () => {
    const held = await booked(admin, f.foyer.id, 100, 'Opção de Data')
    const sure = await booked(admin, f.foyer.id, 110, 'Casamento Confirmado')
    await confirm(sure.event)
    const feed = await subscribe(admin, 'ENVIRONMENT', f.foyer.id)
    const first = parse((await read(feed.path)).body)
    const uid = (b: { booking: number }) => `booking-${demo}-${b.booking}@eventdesk`
    const heldBefore = first.find((x) => x.uid === uid(held))!
    expect(heldBefore.status).toBe('TENTATIVE')
    expect(first.find((x) => x.uid === uid(sure))!.status).toBe('CONFIRMED')

    const moved = await a.call('PUT', `/events/event/${held.event}/environment/${held.booking}/move`, admin, {
      environment: { id: f.foyer.id },
      startDateHour: at(101, 9),
      endDateHour: at(101, 15),
      eventVersion: await it8.version(held.event),
      rate: 'KEEP',
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const after = parse((await read(feed.path)).body)
    expect(after).toHaveLength(first.length)
    const heldAfter = after.find((x) => x.uid === uid(held))!
    expect(heldAfter.sequence).toBeGreaterThan(heldBefore.sequence)
    expect(heldAfter.start.toString()).toBe(at(101, 9))
    // The other booking did not change: same SEQUENCE.
    expect(after.find((x) => x.uid === uid(sure))!.sequence).toBe(
      first.find((x) => x.uid === uid(sure))!.sequence,
    )

    // Renaming the event changes the SUMMARY: SEQUENCE rises again.
    const event = (await a.call('GET', `/events/event/${held.event}`, admin)).json()
    const renamed = await a.call('PUT', '/events/event', admin, { ...event, name: 'Opção Renomeada' })
    expect(renamed.statusCode, renamed.body).toBe(200)
    const again = parse((await read(feed.path)).body).find((x) => x.uid === uid(held))!
    expect(again).toMatchObject({ summary: 'Opção Renomeada' })
    expect(again.sequence).toBeGreaterThan(heldAfter.sequence)
  })

  it("an event's and a person's feeds; a zone with summer time is declared and read right", async () => {
    const winter = await booked(coordinator, f.roomB.id, 30, 'Fórum de Inverno')
    const summer = await booked(coordinator, f.roomB.id, 210, 'Fórum de Verão')
    const theirs = await booked(admin, f.roomB.id, 31, 'Reunião do Admin')
    const byEvent = await subscribe(coordinator, 'EVENT', winter.event)
    expect(parse((await read(byEvent.path)).body).map((x) => x.summary)).toEqual(['Fórum de Inverno'])
    const who = await withTenant(t.database.db, demo, (trx) =>
      trx.selectFrom('event').select('created_by').where('id', '=', winter.event).executeTakeFirstOrThrow(),
    )
    const byUser = await subscribe(coordinator, 'USER', who.created_by!)
    const mine = parse((await read(byUser.path)).body)
    // Their events (the first test's too), never the admin's, even on the same room.
    expect(mine.map((x) => x.summary)).toEqual(expect.arrayContaining(['Fórum de Inverno', 'Fórum de Verão']))
    expect(mine.some((x) => x.uid === `booking-${demo}-${theirs.booking}@eventdesk`)).toBe(false)
    expect((await read(byUser.path)).body).not.toContain('Reunião do Admin')

    // The establishment in New York (summer time): one booking falls in each offset.
    await withTenant(t.database.db, demo, (trx) =>
      trx
        .updateTable('company')
        .set({ time_zone: 'America/New_York' } as never)
        .execute(),
    )
    try {
      const body = (await read(byUser.path)).body
      expect(body).toContain('TZID:America/New_York')
      const zoned = parse(body)
      const offsets = new Set<number>()
      for (const b of [winter, summer]) {
        const v = zoned.find((x) => x.uid === `booking-${demo}-${b.booking}@eventdesk`)!
        expect(v.start.zone?.tzid).toBe('America/New_York')
        expect(v.start.toJSDate().getTime()).toBe(instantIn('America/New_York', b.start))
        offsets.add(Date.parse(`${b.start}Z`) - v.start.toJSDate().getTime())
      }
      expect(offsets.size).toBe(2)
    } finally {
      await withTenant(t.database.db, demo, (trx) =>
        trx
          .updateTable('company')
          .set({ time_zone: 'America/Sao_Paulo' } as never)
          .execute(),
      )
    }
  })

  it('ETag and Last-Modified answer 304 until the feed changes; a revoked or unknown token is 404', async () => {
    const b = await booked(admin, f.roomB.id, 300, 'Seminário de Cache')
    const feed = await subscribe(admin, 'EVENT', b.event)
    const first = await read(feed.path)
    expect(first.statusCode).toBe(200)
    const etag = String(first.headers.etag)
    const lastModified = String(first.headers['last-modified'])
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await read(feed.path, { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect((await read(feed.path, { 'if-modified-since': lastModified })).statusCode).toBe(304)
    expect((await read(feed.path, { 'if-none-match': '"something-else"' })).statusCode).toBe(200)

    const res = await it8.change(
      admin,
      b.event,
      'environment',
      b.booking,
      roomBody(f.roomB.id, at(300, 11), at(300, 17)),
    )
    expect(res.statusCode, res.body).toBe(200)
    const changed = await read(feed.path, { 'if-none-match': etag })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)

    const mine = (await a.call('GET', '/events/calendar-feed', admin)).json() as { content: Body[] }
    expect(mine.content).toContainEqual(
      expect.objectContaining({
        id: feed.id,
        scope: 'EVENT',
        target: { id: b.event, name: 'Seminário de Cache' },
      }),
    )
    expect(JSON.stringify(mine)).not.toContain(feed.path.slice(12, 55))
    // Another member cannot revoke it; its owner can, once.
    expect((await a.call('DELETE', `/events/calendar-feed/${feed.id}`, coordinator)).statusCode).toBe(404)
    expect((await a.call('DELETE', `/events/calendar-feed/${feed.id}`, admin)).statusCode).toBe(204)
    expect((await a.call('DELETE', `/events/calendar-feed/${feed.id}`, admin)).statusCode).toBe(404)
    const gone = await read(feed.path)
    expect(gone.statusCode).toBe(404)
    expect(gone.json()).toMatchObject({ status: 404, message: 'calendarFeed.notFound' })
    expect((await a.call('GET', '/events/calendar-feed', admin)).json().content).not.toContainEqual(
      expect.objectContaining({ id: feed.id }),
    )
    expect((await read(`/events/ics/${'A'.repeat(43)}.ics`)).statusCode).toBe(404)
    expect((await read('/events/ics/not-a-token.ics')).statusCode).toBe(404)
  })

  it('refuses what the person may not follow: 400 naming the field, 403 for an unseen event', async () => {
    const unknownRoom = await a.call('POST', '/events/calendar-feed', coordinator, {
      scope: 'ENVIRONMENT',
      id: 999_999,
    })
    expect(unknownRoom.statusCode).toBe(400)
    expect(unknownRoom.json()).toMatchObject({
      errors: [{ field: 'id', message: 'error.invalidReference' }],
    })
    expect(
      (await a.call('POST', '/events/calendar-feed', coordinator, { scope: 'ROOM', id: 1 })).statusCode,
    ).toBe(400)
    const hidden = await booked(admin, f.roomA.id, 130, 'Evento Invisível')
    const unseen = await a.call('POST', '/events/calendar-feed', coordinator, {
      scope: 'EVENT',
      id: hidden.event,
    })
    expect(unseen.statusCode).toBe(403)
    // Tenant B's admin cannot follow A's room.
    const cross = await a.call('POST', '/events/calendar-feed', other, {
      scope: 'ENVIRONMENT',
      id: f.roomA.id,
    })
    expect(cross.statusCode).toBe(400)
  })
})
