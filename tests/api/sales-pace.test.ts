import ExcelJS from 'exceljs'
import { PDFParse } from 'pdf-parse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { fixtures, items, roomBody } from '../helpers/event-items.js'
import { drainJobs } from '../helpers/jobs.js'
import { withTenant } from '../../server/db/tenant.js'

/**
 * Pace and conversion on a fixture with a known history (issue 38). The events' situation rows
 * are written by the lifecycle as usual, then dated as the story below has it (the audit trail
 * is the history pace reads):
 * - E1, month M: enquiry 2025-01-10, confirmed 2025-02-01.
 * - E2, month M: enquiry 2025-01-10, confirmed 2025-07-01 (after the second as-of day).
 * - E3, month M: enquiry 2025-01-10, confirmed 2025-02-01, cancelled 2025-08-01.
 * - E4, month M − 12: enquiry 2024-01-10, confirmed 2024-04-01.
 * - E5, month M: enquiry and confirmation 2025-05-28.
 * - E6, month M: an enquiry of 2025-03-15 from the site, never confirmed.
 * - E1 takes a second room on 2025-05-01: its revenue before that day is what it was then.
 * As of 2025-03-01, 2025-06-01 and 2025-09-01 the figures are computed by hand in the tests.
 */
const D = 2500

describe(`pace and conversion (${testDbKind()})`, () => {
  let t: TestApp
  let a: ReturnType<typeof api>
  let admin: Tokens
  let other: Tokens
  let DEMO: number
  const total = new Map<string, number>()
  let origin = ''
  const id = new Map<string, number>()
  const M = at(D).slice(0, 7)
  const lastYearM = `${Number(M.slice(0, 4)) - 1}${M.slice(4)}`
  const lastDay = (month: string) =>
    new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10)
  const period = { startDate: `${M}-01`, endDate: lastDay(M) }

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    other = await signIn(t.app, accounts.otherAdmin)
    DEMO = (await tenantIds(t.app)).DEMO
    const it8 = items(t.app, admin)
    const f = await fixtures(t.app, admin)
    const reason = await a.reason(admin, `Desistência ${f.tag}`)
    const customer = await a.person(admin, `Banco Pace ${f.tag}`, '45.723.174/0001-10')
    const story: [string, string, number, string, string | null, string | null][] = [
      // name, month, day, enquiry, confirmed, cancelled
      ['E1', M, 1, '2025-01-10T10:00:00', '2025-02-01T10:00:00', null],
      ['E2', M, 3, '2025-01-10T10:00:00', '2025-07-01T10:00:00', null],
      ['E3', M, 5, '2025-01-10T10:00:00', '2025-02-01T10:00:00', '2025-08-01T10:00:00'],
      ['E4', lastYearM, 7, '2024-01-10T10:00:00', '2024-04-01T10:00:00', null],
      ['E5', M, 9, '2025-05-28T09:00:00', '2025-05-28T09:00:00', null],
    ]
    for (const [name, month, day, enquiry, confirmed, cancelled] of story) {
      const start = `${month}-${String(day).padStart(2, '0')}T08:00:00`
      const end = `${month}-${String(day).padStart(2, '0')}T18:00:00`
      const e = await a.event(admin, {
        name: `Pace ${name} ${f.tag}`,
        startDate: start,
        endDate: end,
        customer: { id: customer.id },
        requesters: [{ person: { id: customer.id } }],
      })
      const room = await it8.add(admin, e.id, 'environment', roomBody(f.roomA.id, start, end))
      expect(room.statusCode, room.body).toBe(201)
      const act = async (path: string, body: Record<string, unknown> = {}) => {
        const res = await a.action(admin, path, { id: e.id, ...body })
        expect(res.statusCode, `${path}: ${res.body}`).toBe(200)
      }
      await act('event-new/change-new-event-to-negotiation')
      await act('event-confirmation/confirm')
      total.set(name, (await a.call('GET', `/events/event/${e.id}/summary`, admin)).json().total)
      if (cancelled) await act(`event-cancellation/cancel/${e.id}`, { reason: { id: reason.id } })
      id.set(name, e.id)
      await withTenant(t.database.db, DEMO, async (trx) => {
        const date = (to: string, when: string) =>
          trx
            .updateTable('event_audit')
            .set({ date_hour: when })
            .where('event_id', '=', e.id)
            .where('field', '=', 'situation')
            .where('to_value', '=', to)
            .execute()
        await date('NEW', enquiry)
        await date('NEGOTIATION', enquiry)
        await date('CONFIRMED', confirmed!)
        if (cancelled) await date('CANCELED', cancelled)
        await trx.updateTable('event').set({ created_at: enquiry }).where('id', '=', e.id).execute()
        await trx
          .updateTable('event_money_mark')
          .set({ at: confirmed! })
          .where('event_id', '=', e.id)
          .execute()
      })
    }
    // E6: an enquiry of 2025-03-15 from the site, never confirmed (conversion counts it, pace never).
    const site = await a.post('/events/event-origin/', admin, { name: `Site ${f.tag}` })
    origin = site.name
    const e6 = await a.event(admin, {
      name: `Pace E6 ${f.tag}`,
      startDate: `${M}-11T08:00:00`,
      endDate: `${M}-11T18:00:00`,
      customer: { id: customer.id },
      origin: { id: site.id },
    })
    await withTenant(t.database.db, DEMO, async (trx) => {
      await trx
        .updateTable('event')
        .set({ created_at: '2025-03-15T10:00:00' })
        .where('id', '=', e6.id)
        .execute()
      await trx
        .updateTable('event_audit')
        .set({ date_hour: '2025-03-15T10:00:00' })
        .where('event_id', '=', e6.id)
        .execute()
    })
    // E1's money changes after its confirmation: a second room, marked on 2025-05-01.
    const e1 = id.get('E1')!
    const day = `${M}-01`
    const more = await it8.add(
      admin,
      e1,
      'environment',
      roomBody(f.roomB.id, `${day}T08:00:00`, `${day}T18:00:00`),
    )
    expect(more.statusCode, more.body).toBe(201)
    total.set('E1+', (await a.call('GET', `/events/event/${e1}/summary`, admin)).json().total)
    expect(total.get('E1+')).toBeGreaterThan(total.get('E1')!)
    await withTenant(t.database.db, DEMO, (trx) =>
      trx
        .updateTable('event_money_mark')
        .set({ at: '2025-05-01T10:00:00' })
        .where('event_id', '=', e1)
        .where('at', '>', '2025-03-01T00:00:00')
        .execute(),
    )
  })
  afterAll(() => t?.close())

  const pace = async (asOf: string, language = 'en-us', who = admin) => {
    const res = await a.call('POST', '/events/report/pace/data', who, { ...period, asOf, language })
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }
  const sum = (...names: string[]) => Math.round(names.reduce((s, n) => s + total.get(n)!, 0) * 100) / 100

  it('as of three days, the books of month M equal the figures computed by hand', async () => {
    // 2025-03-01: E1 (with its one room then) and E3 are confirmed; E2 is confirmed later and not
    // counted; none a year before.
    expect((await pace('2025-03-01')).rows).toEqual([
      expect.objectContaining({
        month: M,
        onTheBooks: { events: 2, revenue: sum('E1', 'E3') },
        sameTimeLastYear: { events: 0, revenue: 0 },
        pickup7d: 0,
        pickup30d: 2,
        pickup7dRevenue: 0,
        pickup30dRevenue: sum('E1', 'E3'),
      }),
    ])
    // 2025-06-01: E3 is still on the books (cancelled later); E5 came in 4 days before; E4 a year before.
    expect((await pace('2025-06-01')).rows[0]).toMatchObject({
      onTheBooks: { events: 3, revenue: sum('E1+', 'E3', 'E5') },
      sameTimeLastYear: { events: 1, revenue: sum('E4') },
      pickup7d: 1,
      pickup30d: 1,
      pickup7dRevenue: sum('E5'),
      pickup30dRevenue: sum('E5'),
    })
    // 2025-05-05: no event came in that week, but E1's second room (2025-05-01) is revenue picked up.
    expect((await pace('2025-05-05')).rows[0]).toMatchObject({
      onTheBooks: { events: 2, revenue: sum('E1+', 'E3') },
      pickup7d: 0,
      pickup7dRevenue: Math.round((total.get('E1+')! - total.get('E1')!) * 100) / 100,
    })
    // 2025-09-01: E3 cancelled, E2 confirmed.
    expect((await pace('2025-09-01')).rows[0]).toMatchObject({
      onTheBooks: { events: 3, revenue: sum('E1+', 'E2', 'E5') },
      sameTimeLastYear: { events: 1, revenue: sum('E4') },
      pickup7d: 0,
      pickup30d: 0,
    })
  })

  it('the chart is this year against last year; up to five years; another tenant sees nothing', async () => {
    const body = await pace('2025-06-01')
    expect(body.chart).toEqual({
      type: 'LINE',
      labels: [M],
      series: [
        { id: 'thisYear', label: 'This year', data: [sum('E1+', 'E3', 'E5')] },
        { id: 'lastYear', label: 'Last year', data: [sum('E4')] },
      ],
    })
    const three = await a.call('POST', '/events/report/pace/data', admin, {
      ...period,
      asOf: '2025-06-01',
      priorYears: 3,
    })
    expect(three.json().rows[0].priorYears.map((y: { events: number }) => y.events)).toEqual([1, 0, 0])
    expect(three.json().columns.map((c: { key: string }) => c.key)).toContain('revenue3y')
    expect((await a.call('POST', '/events/report/pace/data', admin, { priorYears: 6 })).statusCode).toBe(400)
    const theirs = await pace('2025-06-01', 'en-us', other)
    expect(theirs.rows[0].onTheBooks).toEqual({ events: 0, revenue: 0 })
  })

  it('conversion: enquiries, confirmations, rate and median days by origin, type and coordinator', async () => {
    const res = await a.call('POST', '/events/report/conversion/data', admin, {
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      language: 'en-us',
    })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    // E1, E2, E3, E5 were enquiries in 2025 and all were confirmed: 22, 172, 22 and 0 days; E6 (from
    // the site) never was.
    const all = { enquiries: 5, confirmations: 4, rate: 80, medianDays: 22 }
    expect(body.rows).toEqual([
      {
        dimension: 'ORIGIN',
        group: 'Not informed',
        enquiries: 4,
        confirmations: 4,
        rate: 100,
        medianDays: 22,
      },
      { dimension: 'ORIGIN', group: origin, enquiries: 1, confirmations: 0, rate: 0, medianDays: null },
      { dimension: 'EVENT_TYPE', group: 'Not informed', ...all },
      { dimension: 'COORDINATOR', group: accounts.admin.username, ...all },
    ])
    expect(body.chart.series.map((s: { id: string; data: number[] }) => [s.id, s.data])).toEqual([
      ['enquiries', [4, 1]],
      ['confirmations', [4, 0]],
    ])
  })

  it('the dashboard widgets: three months of pace from this month, and this month lost business', async () => {
    const thisMonth = at(0).slice(0, 7)
    const before = (await a.call('GET', '/events/dashboard/sales', admin)).json()
    expect(before.pace.map((m: { month: string }) => m.month)[0]).toBe(thisMonth)
    expect(before.pace).toHaveLength(3)
    const reason = await a.reason(admin, `Dashboard ${thisMonth}`)
    const res = await a.call('POST', '/events/lost-business', admin, {
      date: at(0).slice(0, 10),
      people: 10,
      reason: { id: reason.id },
    })
    expect(res.statusCode, res.body).toBe(201)
    const after = (await a.call('GET', '/events/dashboard/sales', admin)).json()
    expect(after.lost.enquiries).toBe(before.lost.enquiries + 1)
    expect((await a.call('GET', '/events/dashboard/sales', other)).json().lost.enquiries).toBe(0)
  })

  const words = {
    'en-us': {
      pace: ['Month', 'Events last year', 'Pickup 7 days'],
      conversion: ['Origin', 'Confirmations'],
    },
    'pt-BR': {
      pace: ['Mês', 'Eventos no ano passado', 'Ganho em 7 dias'],
      conversion: ['Origem', 'Confirmações'],
    },
    es: {
      pace: ['Mes', 'Eventos el año pasado', 'Ganancia en 7 días'],
      conversion: ['Origen', 'Confirmaciones'],
    },
  } as const

  const file = async (type: string, format: string, language: string, body: Record<string, unknown>) => {
    const asked = await a.call('POST', `/events/report/${type}`, admin, { ...body, format, language })
    expect(asked.statusCode, asked.body).toBe(202)
    await drainJobs(t.app)
    const got = await a.call('GET', `/events/file/r/${asked.json().reference}`, admin)
    expect(got.statusCode, got.body).toBe(200)
    return got
  }

  it.each(Object.keys(words) as (keyof typeof words)[])(
    'the files in %s: the XLSX read back has the figures, the PDF the words',
    async (language) => {
      const book = new ExcelJS.Workbook()
      const xlsx = await file('pace', 'XLSX', language, { ...period, asOf: '2025-06-01' })
      await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer)
      const sheet = book.worksheets[0]
      const header = (sheet.getRow(1).values as unknown[]).slice(1)
      expect(header.slice(0, 1)).toEqual([words[language].pace[0]])
      expect(header).toContain(words[language].pace[1])
      const row = (sheet.getRow(2).values as unknown[]).slice(1)
      // month, events, revenue, last year's events and revenue, pickups.
      expect(row.slice(0, 7)).toEqual([M, 3, sum('E1+', 'E3', 'E5'), 1, sum('E4'), 1, 1])

      const pdf = await file('conversion', 'PDF', language, {
        startDate: '2025-01-01',
        endDate: '2025-12-31',
      })
      const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) })
      const { text } = await parser.getText()
      await parser.destroy()
      for (const w of words[language].conversion) expect(text).toContain(w)
      expect(text).toContain(accounts.admin.username)
      expect(text).not.toContain('EVENT_TYPE')

      const csv = await file('lost-business', 'CSV', language, { startDate: `${M}-01`, endDate: lastDay(M) })
      // E3's cancellation is its one lost row in month M.
      expect(csv.body).toContain(`Desistência`)
    },
  )
})
