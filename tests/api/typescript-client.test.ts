import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as oauth from 'oauth4webapi'
import { createEventdeskClient, type EventdeskClient } from '../../clients/typescript/index.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts } from '../helpers/auth.js'
import { at } from '../helpers/events.js'
import { listen } from '../helpers/realtime.js'

/** The body of a call that succeeded; otherwise the test fails with the status and error answered. */
function body<T>(answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.data === undefined)
    throw new Error(`${answer.response.status} ${answer.response.url}: ${JSON.stringify(answer.error)}`)
  return answer.data
}

/** A field the document leaves optional that this answer must have. */
function present<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`${what} is missing`)
  return value
}

/**
 * Issue 51 "A typed TypeScript client": a coordinator's day through clients/typescript only —
 * signed in with a standard OAuth library, every call typed by the generated schema, no casts.
 * The file type-checks with the repo (`npx tsc`), so a document that misdescribes a call fails here.
 */
describe(`the TypeScript client: a coordinator's day (${testDbKind()})`, () => {
  let t: TestApp
  let api: EventdeskClient
  const tag = Math.random().toString(36).slice(2, 7)
  const day = 300
  const name = `Congresso de Cardiologia ${tag}`

  beforeAll(async () => {
    t = await createTestApp()
    const base = await listen(t.app)
    // The issuer is the configured public URL; here, where the test reaches the server.
    t.app.config.publicUrl = base
    const issuer = new URL(base)
    const insecure = { [oauth.allowInsecureRequests]: true }
    const as = await oauth.processDiscoveryResponse(
      issuer,
      await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }),
    )
    const client: oauth.Client = { client_id: 'eventdesk-web' }
    const grant = await oauth.genericTokenEndpointRequest(
      as,
      client,
      oauth.ClientSecretBasic('eventdesk-secret'),
      'password',
      new URLSearchParams(accounts.admin),
      insecure,
    )
    const tokens = await oauth.processGenericTokenEndpointResponse(as, client, grant)
    api = createEventdeskClient(base, () => tokens.access_token)
  })
  afterAll(() => t?.close())

  /** A registry list's records, from the spec's Page (the default) or react-admin's array. */
  const records = <R>(answer: { content?: R[] } | R[]) =>
    Array.isArray(answer) ? answer : (answer.content ?? [])
  const eventVersion = async (id: number) =>
    body(await api.GET('/events/event/{id}', { params: { path: { id } } })).version
  const listed = async (situations: ('NEW' | 'CONFIRMED')[]) =>
    body(
      await api.POST('/events/event/list-events', {
        params: { query: { page: 0, size: 20, sort: 'id,desc' } },
        body: { search: tag, situations },
      }),
    )
  const summary = async (eventId: number) =>
    body(await api.GET('/events/event/{eventId}/summary', { params: { path: { eventId } } }))

  it('lists, creates, books, feeds, reckons, moves and confirms', async () => {
    const customers = records(
      body(await api.GET('/events/person', { params: { query: { search: 'Cardiologia' } } })),
    )
    const customer = present(
      customers.find((p) => p.name === 'Associação Paulista de Cardiologia'),
      'the seeded customer',
    )
    const rooms = records(body(await api.GET('/events/environment', { params: { query: { size: 50 } } })))
    const room = (label: string) =>
      present(
        rooms.find((r) => r.name === label),
        label,
      )
    const jacaranda = room('Sala Jacarandá')
    const cedro = room('Sala Cedro')

    // Nothing of this day yet: the filtered list is empty.
    expect((await listed(['NEW'])).content ?? []).toEqual([])

    const created = await api.POST('/events/event', {
      body: {
        name,
        startDate: at(day, 8),
        endDate: at(day, 20),
        customer: { id: customer.id },
        estimatedPeople: 60,
      },
    })
    expect(created.response.status).toBe(201)
    const event = body(created)
    const eventId = event.id
    expect(event).toMatchObject({ name, situation: 'NEW', customer: { name: customer.name } })

    const listedNew = await listed(['NEW'])
    expect(listedNew.totalElements).toBe(1)
    expect((listedNew.content ?? []).map((e) => [e.name, e.situation, e.customer?.name])).toEqual([
      [name, 'NEW', 'Associação Paulista de Cardiologia'],
    ])
    expect((await listed(['CONFIRMED'])).content ?? []).toEqual([])

    // Confirming needs one requester; every sub-item write sends the event version read.
    const requester = await api.POST('/events/event/{eventId}/requester', {
      params: { path: { eventId } },
      body: { name: 'Dra. Helena Prado', eventVersion: await eventVersion(eventId) },
    })
    expect(requester.response.status).toBe(201)

    const booked = body(
      await api.POST('/events/event/{eventId}/environment', {
        params: { path: { eventId } },
        body: {
          environment: { id: jacaranda.id },
          startDateHour: at(day, 9),
          endDateHour: at(day, 18),
          assemblyEnd: at(day, 10),
          esteemedPeople: 60,
          eventVersion: await eventVersion(eventId),
        },
      }),
    )
    const bookingId = booked.id
    expect(booked.content.map((b) => [b.environment.name, b.dailyRate])).toEqual([['Sala Jacarandá', 2200]])

    const fed = body(
      await api.POST('/events/event/{eventId}/meal', {
        params: { path: { eventId } },
        body: {
          mealPlace: { id: jacaranda.id },
          startDateHour: at(day, 12),
          endDateHour: at(day, 13),
          value: 85,
          esteemedPeople: 60,
          eventVersion: await eventVersion(eventId),
        },
      }),
    )
    expect(fed.content.map((m) => [m.mealPlace.name, m.value, m.esteemedPeople])).toEqual([
      ['Sala Jacarandá', 85, 60],
    ])

    // One day of the room and 60 lunches at 85.
    const reckoned = await summary(eventId)
    expect(reckoned.groups?.environment?.total).toBe(2200)
    expect(reckoned.groups?.foodAndBeverage?.total).toBe(5100)
    expect(reckoned.total).toBe(7300)

    const moved = body(
      await api.PUT('/events/event/{eventId}/environment/{id}/move', {
        params: { path: { eventId, id: bookingId } },
        body: {
          environment: { id: cedro.id },
          startDateHour: at(day, 9),
          endDateHour: at(day, 18),
          eventVersion: await eventVersion(eventId),
          rate: 'NEW_ROOM',
        },
      }),
    )
    expect(moved).toMatchObject({ environment: { name: 'Sala Cedro' }, dailyRate: 1800 })
    // The event's bookings as its page shows them, and the money at the new room's rate.
    const bookings = body(
      await api.GET('/events/event/{eventId}/environment', { params: { path: { eventId } } }),
    )
    expect(bookings.content.map((b) => [b.id, b.environment.name, b.dailyRate])).toEqual([
      [bookingId, 'Sala Cedro', 1800],
    ])
    expect((await summary(eventId)).total).toBe(6900)

    // A NEW event is negotiated before it is confirmed (the lifecycle's order).
    const negotiating = body(
      await api.POST('/events/event/event-new/change-new-event-to-negotiation', {
        body: { id: eventId, version: await eventVersion(eventId) },
      }),
    )
    expect(negotiating.situation).toBe('NEGOTIATION')
    const confirmed = body(
      await api.POST('/events/event/event-confirmation/confirm', {
        body: { id: eventId, version: await eventVersion(eventId) },
      }),
    )
    expect(confirmed).toMatchObject({ name, situation: 'CONFIRMED' })
    expect(confirmed.confirmedAt).toEqual(expect.any(String))
    expect(((await listed(['CONFIRMED'])).content ?? []).map((e) => e.name)).toEqual([name])
  })
})
