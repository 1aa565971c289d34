import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localToday } from '../../common/events/clock.js'
import { withTenant } from '../../server/db/tenant.js'
import { dayBefore } from '../../server/reports/types/pace.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { testDbKind } from '../helpers/database.js'
import { api } from '../helpers/events.js'

interface PaceRow {
  month: string
  onTheBooks: { events: number; revenue: number }
  sameTimeLastYear: { events: number; revenue: number }
  pickup7d: number
}

/**
 * The demo's situation history feeds the sales reports (issue 49, item 14): pace shows last year,
 * a week's pickup that is not the whole month, books as of a past day; and no event that ended
 * long ago is still "in progress".
 */
describe(`the demo's sales history (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  beforeAll(async () => {
    t = await createTestApp({ demoEvents: true })
    admin = await signIn(t.app, accounts.admin)
  }, 900_000)
  afterAll(() => t?.close())

  const pace = async (asOf: string): Promise<PaceRow[]> => {
    const res = await api(t.app).call('POST', '/events/report/pace/data', admin, { asOf, language: 'en-us' })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().rows as PaceRow[]
  }

  it('pace has last year, a pickup apart from the month total, and books on a past day', async () => {
    const today = localToday()
    const rows = await pace(today)
    expect(rows.some((r) => r.sameTimeLastYear.revenue > 0 && r.sameTimeLastYear.events > 0)).toBe(true)
    const booked = rows.filter((r) => r.onTheBooks.events > 0)
    expect(booked.length).toBeGreaterThan(0)
    expect(booked.some((r) => r.pickup7d !== r.onTheBooks.events)).toBe(true)
    // A month ago, the months from then on already held bookings.
    const monthAgo = dayBefore(today, 0, 30)
    expect((await pace(monthAgo)).some((r) => r.onTheBooks.events > 0)).toBe(true)
  })

  it('leaves no event "in progress" that ended more than three days ago', async () => {
    const demo = (await tenantIds(t.app)).DEMO
    const stale = await withTenant(t.app.database.db, demo, (trx) =>
      trx
        .selectFrom('event')
        .select(['name', 'end_date'])
        .where('situation', '=', 'IN_PROGRESS')
        .where('end_date', '<', `${dayBefore(localToday(), 0, 3)}T00:00:00`)
        .execute(),
    )
    expect(stale).toEqual([])
  })
})
