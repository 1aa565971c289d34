import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { seedAccounts } from '../../server/seed/accounts.js'

describe(`currency calls of the spec (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let staff: Tokens
  let other: Tokens
  let holidaysOnly: Tokens
  let usd: number
  let jpy: number

  beforeAll(async () => {
    t = await createTestApp({ seed: true })
    admin = await signIn(t.app, accounts.admin)
    staff = await signIn(t.app, accounts.staff)
    other = await signIn(t.app, accounts.otherAdmin)
    const { DEMO } = await tenantIds(t.app)
    await seedAccounts(t.database.db, new Map([['DEMO', DEMO]]), [
      {
        email: 'holidays@demo.test',
        password: 'Holi#2026x',
        memberships: [{ tenant: 'DEMO', type: 'COMMON', features: ['HOLIDAY'] }],
      },
    ])
    holidaysOnly = await signIn(t.app, { username: 'holidays@demo.test', password: 'Holi#2026x' })
    const post = async (url: string, body: unknown) => {
      const res = await call('POST', url, admin, body)
      if (res.statusCode !== 201) throw new Error(res.body)
      return res.json().id as number
    }
    usd = await post('/events/currency-company/', {
      name: 'Test Dollar',
      isoCode: 'TSD',
      symbol: 'T$',
      main: false,
      active: true,
    })
    jpy = await post('/events/currency-company/', {
      name: 'Test Yen',
      isoCode: 'TYN',
      symbol: 'T¥',
      main: false,
      active: false,
    })
    await post('/events/currency-quotation/', {
      currencyCompany: { id: usd },
      cashValue: 5.1,
      officialValue: 5.0,
      dateHour: '2026-11-20T09:00:00',
    })
    await post('/events/currency-quotation/', {
      currencyCompany: { id: usd },
      cashValue: 5.3,
      officialValue: 5.2,
      dateHour: '2026-11-21T09:00:00',
    })
    await post('/events/currency-quotation/', {
      currencyCompany: { id: jpy },
      cashValue: 0.04,
      officialValue: 0.035,
      dateHour: '2026-11-21T10:00:00',
    })
  })
  afterAll(() => t?.close())

  const call = (method: 'GET' | 'POST', url: string, who: Tokens = admin, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(who), payload: payload as never })

  it('a quotation needs a currency, a value and a date-hour', async () => {
    const res = await call('POST', '/events/currency-quotation/', admin, {})
    expect(res.statusCode).toBe(400)
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['cashValue', 'currencyCompany', 'dateHour', 'officialValue'])
  })

  it('last quotation by id and by ISO code is the newest one', async () => {
    const last = (await call('GET', `/events/currency-quotation/last-quotation/${usd}`)).json()
    expect(last).toMatchObject({
      cashValue: 5.3,
      dateHour: '2026-11-21T09:00:00',
      currencyCompany: { id: usd, name: 'Test Dollar' },
    })
    const byIso = (await call('GET', '/events/currency-quotation/last-quotation-iso/tsd')).json()
    expect(byIso.id).toBe(last.id)
    expect((await call('GET', '/events/currency-quotation/last-quotation-iso/XXX')).statusCode).toBe(404)
  })

  it('with-date lists the quotations of a day; select gives the latest of each active currency', async () => {
    const day = (await call('GET', '/events/currency-quotation/with-date?date=2026-11-21')).json()
    expect(day.totalElements).toBe(2)
    const select = (await call('GET', '/events/currency-quotation/select')).json()
    const mine = select.filter((q: { currencyCompany: { id: number } }) =>
      [usd, jpy].includes(q.currencyCompany.id),
    )
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ cashValue: 5.3 })
  })

  it('active currencies and their autocomplete leave out inactive ones', async () => {
    const active = (await call('GET', '/events/currency-company/active'))
      .json()
      .map((c: { id: number }) => c.id)
    expect(active).toContain(usd)
    expect(active).not.toContain(jpy)
    const auto = (await call('GET', '/events/currency-company/autocomplete-active?name=test')).json()
    expect(auto.content.map((c: { id: number }) => c.id)).toEqual([usd])
  })

  it('another tenant sees none of it; a user without the feature gets 403', async () => {
    expect((await call('GET', `/events/currency-quotation/last-quotation/${usd}`, other)).statusCode).toBe(
      404,
    )
    expect(
      (await call('GET', '/events/currency-quotation/with-date?date=2026-11-21', other)).json().totalElements,
    ).toBe(0)
    const theirs = (await call('GET', '/events/currency-company/active', other))
      .json()
      .map((c: { id: number }) => c.id)
    expect(theirs).not.toContain(usd)
    for (const url of [
      '/events/currency-quotation/select',
      `/events/currency-quotation/last-quotation/${usd}`,
    ]) {
      expect((await call('GET', url, staff)).statusCode, url).toBe(403)
    }
    // Holidays have no money field: their keeper has no business with currencies.
    for (const url of ['/events/currency-company/active', '/events/currency-company/autocomplete-active']) {
      expect((await call('GET', url, holidaysOnly)).statusCode, url).toBe(403)
    }
  })

  it('whoever may fill a money field reads the active currencies (a coordinator without quotations)', async () => {
    const res = await call('GET', '/events/currency-company/active', staff)
    expect(res.statusCode).toBe(200)
    expect(res.json().map((c: { id: number }) => c.id)).toContain(usd)
    expect(
      (await call('GET', '/events/currency-company/autocomplete-active?name=test', staff))
        .json()
        .content.map((c: { id: number }) => c.id),
    ).toEqual([usd])
  })
})
