import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { fixtures, items, roomBody } from '../helpers/event-items.js'
import { withTenant } from '../../server/db/tenant.js'

/**
 * Lost and denied business (issue 38): a confirmation turned down because a higher option holds
 * the room is a denied booking too. The row commits while the action is undone, and pressing
 * "confirm" again does not count the same denial twice.
 */
describe(`a refused confirmation is lost business (${testDbKind()})`, () => {
  let t: TestApp
  let a: ReturnType<typeof api>
  let admin: Tokens
  let DEMO: number
  let it8: ReturnType<typeof items>
  let f: Awaited<ReturnType<typeof fixtures>>
  // What confirming needs besides the room: a customer and a requester.
  let party: Record<string, unknown>

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    DEMO = (await tenantIds(t.app)).DEMO
    it8 = items(t.app, admin)
    f = await fixtures(t.app, admin)
    const customer = await a.person(admin, 'Banco Horizonte S.A.', '45.723.174/0001-10')
    party = { customer: { id: customer.id }, requesters: [{ person: { id: customer.id } }] }
  })
  afterAll(() => t?.close())

  it('one row however often it is tried; the event stays where it was', async () => {
    const day = 2500
    // NEW events hold rooms (the default): both take Sala B, the first ahead.
    const first = await a.event(admin, { startDate: at(day, 8), endDate: at(day, 18) })
    expect(
      (await it8.add(admin, first.id, 'environment', roomBody(f.roomB.id, at(day, 9), at(day, 17))))
        .statusCode,
    ).toBe(201)
    const second = await a.event(admin, {
      startDate: at(day, 8),
      endDate: at(day, 18),
      estimatedPeople: 40,
      ...party,
    })
    const held = await it8.add(
      admin,
      second.id,
      'environment',
      roomBody(f.roomB.id, at(day, 10), at(day, 16)),
    )
    expect(held.statusCode, held.body).toBe(201)
    const negotiating = await a.action(admin, 'event-new/change-new-event-to-negotiation', { id: second.id })
    expect(negotiating.statusCode, negotiating.body).toBe(200)
    const version = (await a.call('GET', `/events/event/${second.id}`, admin)).json().version

    for (const _ of [1, 2]) {
      const refused = await a.action(admin, 'event-confirmation/confirm', { id: second.id })
      expect(refused.statusCode, refused.body).toBe(409)
      expect(refused.json().message).toBe('availability.heldByHigherOption')
    }
    const event = (await a.call('GET', `/events/event/${second.id}`, admin)).json()
    expect(event).toMatchObject({ situation: 'NEGOTIATION', version })
    const lost = await withTenant(t.database.db, DEMO, (trx) =>
      trx.selectFrom('lost_business').selectAll().where('event_id', '=', second.id).execute(),
    )
    expect(lost).toHaveLength(1)
    expect(lost[0]).toMatchObject({
      source: 'REFUSED_BOOKING',
      reason_code: 'HELD_BY_HIGHER_OPTION',
      environment_id: f.roomB.id,
      people: 40,
      date_wanted: at(day, 10),
    })
  })
})
