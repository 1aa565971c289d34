import { localToday } from '../../../common/events/clock.js'
import { mainCurrency } from '../../currencies/main-symbol.js'
import { translate } from '../../i18n/translate.js'
import type { Trx } from '../base.js'
import {
  defineReport,
  oncePerContext,
  type Column,
  type ReportContext,
  type ReportReader,
  type Row,
} from '../definition.js'
import { currencyCode } from '../rows.js'
import { booksAt, perMonth, totalsAt } from '../situation-history.js'
import { roundMoney } from '../../../common/money.js'

/** The longest stretch of months one pace report reads. */
const MAX_MONTHS = 36

const pad = (n: number) => String(n).padStart(2, '0')
/** A day `years` years and `days` days before `day` (29 February becomes the 28th in a common year). */
export function dayBefore(day: string, years: number, days = 0) {
  const [y, m, d] = day.split('-').map(Number)
  const last = new Date(Date.UTC(y - years, m, 0)).getUTCDate()
  const t = Date.UTC(y - years, m - 1, Math.min(d, last)) - days * 86_400_000
  return new Date(t).toISOString().slice(0, 10)
}
const monthAdd = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number)
  const t = new Date(Date.UTC(y, m - 1 + n, 1))
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}`
}
const monthYearsBack = (month: string, years: number) => monthAdd(month, -12 * years)

/** The months the report covers: the asked period's, else twelve from the as-of month. */
function monthsOf(c: ReportContext, asOf: string): string[] {
  const first = (c.options.startDate ?? asOf).slice(0, 7)
  const last = c.options.endDate?.slice(0, 7) ?? monthAdd(first, 11)
  const out: string[] = []
  for (let m = first; m <= last && out.length < MAX_MONTHS; m = monthAdd(m, 1)) out.push(m)
  return out
}

const priorYearsOf = (c: ReportContext) => c.options.priorYears ?? 1

/**
 * The pace report (issue 38, DESIGN wave 3 "Sales reports"): per month of event start, the
 * confirmed-like events and their revenue on the books at the end of the as-of day, the same a
 * year (up to five years) earlier for the same months a year earlier, and the net events and
 * revenue picked up in the last 7 and 30 days. All from the situation history (situation-history.ts) and the money
 * marks (events/money/money-marks.ts): asked about a past day it gives the events and revenue it gave
 * that day.
 */
async function paceRows(trx: Trx, c: ReportContext) {
  const asOf = c.options.asOf ?? localToday()
  const months = monthsOf(c, asOf)
  const from = `${months[0]}-01`
  const to = `${monthAdd(months.at(-1)!, 1)}-01`
  const at = (day: string) => `${day}T23:59:59`
  const withMoney = async (day: string, first: string, end: string) => {
    const found = await booksAt(trx, c, at(day), first, end)
    return {
      books: found,
      totals: await totalsAt(
        trx,
        found.map((b) => b.id),
        at(day),
      ),
    }
  }
  const now = await withMoney(asOf, from, to)
  const week = await withMoney(dayBefore(asOf, 0, 7), from, to)
  const month = await withMoney(dayBefore(asOf, 0, 30), from, to)
  const prior: Awaited<ReturnType<typeof withMoney>>[] = []
  for (let k = 1; k <= priorYearsOf(c); k++)
    prior.push(await withMoney(dayBefore(asOf, k), dayBefore(from, k), dayBefore(to, k)))
  const byMonth = perMonth(now.books, now.totals)
  const byWeek = perMonth(week.books, week.totals)
  const byMonthAgo = perMonth(month.books, month.totals)
  const byPrior = prior.map((p) => perMonth(p.books, p.totals))
  const currency = currencyCode(await mainCurrency(trx))
  const zero = { events: 0, revenue: 0 }
  return months.map((m) => {
    const books = byMonth.get(m) ?? zero
    const years = byPrior.map((p, i) => p.get(monthYearsBack(m, i + 1)) ?? zero)
    const row: Record<string, unknown> = {
      month: m,
      onTheBooks: books,
      sameTimeLastYear: years[0],
      pickup7d: books.events - (byWeek.get(m) ?? zero).events,
      pickup30d: books.events - (byMonthAgo.get(m) ?? zero).events,
      // The revenue picked up: what the books hold now less what they held then (money as it stood).
      pickup7dRevenue: roundMoney(books.revenue - (byWeek.get(m) ?? zero).revenue),
      pickup30dRevenue: roundMoney(books.revenue - (byMonthAgo.get(m) ?? zero).revenue),
      // Flat cells for the file's columns (the nested objects are the wire contract).
      events: books.events,
      revenue: books.revenue,
      lastYearEvents: years[0].events,
      lastYearRevenue: years[0].revenue,
      currency,
    }
    for (const [i, y] of years.entries())
      if (i > 0) Object.assign(row, { [`events${i + 1}y`]: y.events, [`revenue${i + 1}y`]: y.revenue })
    if (years.length > 1) row.priorYears = years.map((y, i) => ({ yearsBack: i + 1, ...y }))
    return row as Row
  })
}

/** The data call asks for the rows and then the chart with one context: the books are read once. */
const cachedRows = oncePerContext(paceRows)

const paceReport: ReportReader = {
  columns: (o) => [
    { key: 'month', kind: 'month', width: 10 },
    { key: 'events', kind: 'number', width: 10 },
    { key: 'revenue', kind: 'money', width: 16 },
    { key: 'lastYearEvents', kind: 'number', width: 10 },
    { key: 'lastYearRevenue', kind: 'money', width: 16 },
    { key: 'pickup7d', kind: 'number', width: 10 },
    { key: 'pickup30d', kind: 'number', width: 10 },
    { key: 'pickup7dRevenue', kind: 'money', width: 16 },
    { key: 'pickup30dRevenue', kind: 'money', width: 16 },
    ...Array.from({ length: (o.priorYears ?? 1) - 1 }, (_, i): Column[] => [
      { key: `events${i + 2}y`, kind: 'number', width: 10 },
      { key: `revenue${i + 2}y`, kind: 'money', width: 16 },
    ]).flat(),
  ],
  async count(_trx, c) {
    return monthsOf(c, c.options.asOf ?? localToday()).length
  },
  async batch(trx, c) {
    return { rows: await cachedRows(trx, c), next: null }
  },
  async chart(trx, c) {
    const rows = (await cachedRows(trx, c)) as unknown as {
      month: string
      revenue: number
      lastYearRevenue: number
    }[]
    return {
      type: c.options.chartType ?? 'LINE',
      labels: rows.map((r) => r.month),
      series: [
        { id: 'thisYear', label: translate(c.locale, 'report.thisYear'), data: rows.map((r) => r.revenue) },
        {
          id: 'lastYear',
          label: translate(c.locale, 'report.lastYear'),
          data: rows.map((r) => r.lastYearRevenue),
        },
      ],
    }
  },
}

export const report = defineReport({
  type: 'pace',
  order: 120,
  // The sales reports read their own dates (pace an as-of day and years back), none the date parameter.
  options: ['asOf', 'startDate', 'endDate', 'priorYears', 'chartType', 'includeInternal'],
  reader: paceReport,
})
