import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api } from '../helpers/events.js'
import { items } from '../helpers/event-items.js'
import { AppError } from '../../server/http/errors.js'
import { seedAccounts } from '../../server/seed/accounts.js'
import { seedRegistries } from '../../server/seed/registries.js'
import { demoTenants, seedTenants } from '../../server/seed/tenants.js'

/**
 * The one write path of a schema-described record (server/registries/write-path.ts): the
 * registry API, the demo seed and the event with its items refuse a record the same way.
 */
describe(`one write path for registry, seed and event records (${testDbKind()})`, () => {
  let t: TestApp
  let tenants: Map<string, number>
  let admin: Tokens
  let otherAdmin: Tokens
  let a: ReturnType<typeof api>
  // ageStart after ageEnd: the named rule paxAgeRangesDisjoint refuses it.
  const badPax = { name: 'Invertido', paxType: 'CHILD', ageStart: 10, ageEnd: 5 }

  beforeAll(async () => {
    t = await createTestApp({ seed: false })
    a = api(t.app)
    tenants = await seedTenants(t.database.db, demoTenants)
    await seedAccounts(t.database.db, tenants)
    admin = await signIn(t.app, accounts.admin)
    otherAdmin = await signIn(t.app, accounts.otherAdmin)
  })
  afterAll(() => t?.close())

  it('a demo row breaking a named rule fails the seed with the error the registry API answers', async () => {
    const seeded = await seedRegistries(t.database.db, t.app.registries.hooks, tenants, {
      DEMO: [['pax', [badPax]]],
    }).then(
      () => undefined,
      (err: Error) => err,
    )
    expect(seeded?.message).toMatch(/^seed pax /)
    const cause = seeded?.cause
    expect(cause).toBeInstanceOf(AppError)

    const res = await a.call('POST', '/events/pax/', admin, badPax)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toContainEqual({
      field: 'ageEnd',
      message: 'pax.ageRangeInvalid',
      target: 'ageEnd',
    })
    const { status, message, errors } = res.json()
    expect((cause as AppError).toBody()).toMatchObject({ status, message, errors })
    // Nothing half-written: the failed seed left the registry empty.
    expect((await a.call('GET', '/events/pax', admin)).json().content).toEqual([])
  })

  it("refuses a reference to another tenant's record on the event and on its items", async () => {
    const theirs = await a.person(otherAdmin, 'Outra Locadora Ltda')
    const ours = await a.person(admin, 'Sociedade Brasileira de Cardiologia')

    const event = await a.call('POST', '/events/event/', admin, {
      name: 'Congresso',
      startDate: '2027-03-10T08:00:00',
      endDate: '2027-03-12T18:00:00',
      customer: { id: theirs.id },
    })
    expect(event.statusCode).toBe(400)
    expect(event.json().errors).toEqual([
      { field: 'customer', message: 'error.invalidReference', target: 'customer' },
    ])

    const mine = await a.event(admin, { customer: { id: ours.id } })
    const payment = await items(t.app, admin).add(admin, mine.id, 'payment', {
      payer: { id: theirs.id },
      value: 10,
    })
    expect(payment.statusCode).toBe(400)
    expect(payment.json().errors).toEqual([
      { field: 'payer', message: 'error.invalidReference', target: 'payer' },
    ])
    const own = await items(t.app, admin).add(admin, mine.id, 'payment', {
      payer: { id: ours.id },
      value: 10,
    })
    expect(own.statusCode, own.body).toBe(201)
  })
})
