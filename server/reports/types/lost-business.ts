import { sql } from 'kysely'
import { dayEnd, dayStart } from '../../../common/wire-dates.js'
import { mainCurrency } from '../../currencies/main-symbol.js'
import { translate } from '../../i18n/translate.js'
import { labelMap, type Trx, countRows } from '../base.js'
import {
  defineReport,
  oncePerContext,
  pivot,
  type ReportContext,
  type ReportReader,
  type Row,
} from '../definition.js'
import { currencyCode } from '../rows.js'
import { roundMoney } from '../../../common/money.js'

/**
 * The lost business the asker may see in the period (on the wanted date): a row tied to an event
 * follows the event's visibility (its situation, others' events); a turn-away that never became
 * an event is the venue's and shows to whoever holds the report.
 */
function lostQuery(trx: Trx, { scope, options: o }: ReportContext) {
  let q = trx
    .selectFrom('lost_business as l')
    .leftJoin('event', 'event.id', 'l.event_id')
    .where((eb) => {
      const visible = [
        scope.situations.length ? eb('event.situation', 'in', scope.situations) : sql<boolean>`false`,
        ...(scope.seesOthers ? [] : [eb('event.created_by', '=', scope.userId)]),
      ]
      return eb.or([eb('l.event_id', 'is', null), eb.and(visible)])
    })
  if (o.startDate) q = q.where('l.date_wanted', '>=', dayStart(o.startDate))
  if (o.endDate) q = q.where('l.date_wanted', '<=', dayEnd(o.endDate))
  return q
}

type Lost = Row & { reason: string; month: string; environment: string | null; date: string }

/**
 * Every row labelled (the registry's reason, else the app's own reason in the reader's language;
 * the room's name) and in report order: by reason, month and room, then by date. Lost business is
 * a few rows a day at most, so it is read and ordered whole, once per request or file.
 */
const lostRows = oncePerContext(async (trx: Trx, c: ReportContext): Promise<Lost[]> => {
  const rows = await lostQuery(trx, c)
    .select([
      'l.id',
      'l.date_wanted',
      'l.reason_id',
      'l.reason_code',
      'l.source',
      'l.environment_id',
      'l.hosting_unit_type_id',
      'l.people',
      'l.estimated_revenue',
      'l.event_id',
      'l.note',
    ])
    .execute()
  const reasons = await labelMap(
    trx,
    'cancellation-reason',
    rows.map((r) => r.reason_id),
  )
  const rooms = await labelMap(
    trx,
    'environment',
    rows.map((r) => r.environment_id),
  )
  const roomTypes = await labelMap(
    trx,
    'hosting-unit-type',
    rows.map((r) => r.hosting_unit_type_id),
  )
  const currency = currencyCode(await mainCurrency(trx))
  const none = translate(c.locale, 'report.notInformed')
  const out = rows.map(
    (r) =>
      ({
        id: Number(r.id),
        date: r.date_wanted,
        month: r.date_wanted.slice(0, 7),
        reason:
          (r.reason_id !== null ? reasons.get(Number(r.reason_id)) : null) ??
          (r.reason_code ? translate(c.locale, `lostBusiness.reasons.${r.reason_code}`) : none),
        source: r.source,
        // The room asked for: a meeting room, or a hotel room type for a block turned away.
        environment:
          r.environment_id !== null
            ? (rooms.get(Number(r.environment_id)) ?? null)
            : r.hosting_unit_type_id !== null
              ? (roomTypes.get(Number(r.hosting_unit_type_id)) ?? null)
              : null,
        people: r.people,
        estimatedRevenue: r.estimated_revenue === null ? null : Number(r.estimated_revenue),
        eventId: r.event_id === null ? null : Number(r.event_id),
        note: r.note,
        currency,
      }) as Lost,
  )
  const text = (v: string | null) => v ?? '\uffff'
  return out.sort(
    (a, b) =>
      a.reason.localeCompare(b.reason) ||
      a.month.localeCompare(b.month) ||
      text(a.environment).localeCompare(text(b.environment)) ||
      a.date.localeCompare(b.date) ||
      Number(a.id) - Number(b.id),
  )
})

/** The period's lost enquiries and their estimated revenue, added up by the database (the dashboard). */
export async function lostTotals(trx: Trx, c: ReportContext) {
  const r = await lostQuery(trx, c)
    .select([sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(l.estimated_revenue), 0)`.as('sum')])
    .executeTakeFirstOrThrow()
  return { enquiries: Number(r.n), estimatedRevenue: roundMoney(Number(r.sum)) }
}

/**
 * The lost and denied business report (issue 38): refused bookings, suggestions without a free
 * room, cancellations with a reason and turn-aways, grouped by reason, month and room. Chart:
 * the estimated revenue lost per month, one series per reason; beside it, per room.
 */
const lostBusinessReport: ReportReader = {
  columns: () => [
    { key: 'reason', kind: 'text', width: 24 },
    { key: 'month', kind: 'month', width: 9 },
    { key: 'environment', kind: 'text', width: 20 },
    { key: 'date', kind: 'date', width: 17 },
    { key: 'source', kind: 'text', width: 20, words: 'lostBusiness.sources' },
    { key: 'people', kind: 'number', width: 9 },
    { key: 'estimatedRevenue', kind: 'money', width: 14 },
    { key: 'eventId', kind: 'number', width: 8 },
    { key: 'note', kind: 'text', width: 28 },
  ],
  count(trx, c) {
    return countRows(lostQuery(trx, c))
  },
  async batch(trx, c, after, limit) {
    const start = after ? Number(after.key) : 0
    const rows = (await lostRows(trx, c)).slice(start, start + limit)
    const next = rows.length === limit ? { key: start + limit, id: Number(rows.at(-1)!.id) } : null
    return { rows, next }
  },
  async chart(trx, c) {
    // pivot() takes one figure per month and reason: the rows are added up first.
    const sums = new Map<string, { label: string; series: string; n: number }>()
    for (const r of await lostRows(trx, c)) {
      const key = `${r.month}\u0000${r.reason}`
      const sum = sums.get(key) ?? { label: r.month, series: r.reason, n: 0 }
      sum.n = roundMoney(sum.n + Number(r.estimatedRevenue ?? 0))
      sums.set(key, sum)
    }
    return pivot(c.options.chartType ?? 'BAR', [...sums.values()], (id) => id)
  },
  async panels(trx, c) {
    const rows = await lostRows(trx, c)
    const none = translate(c.locale, 'report.notInformed')
    const byRoom = new Map<string, number>()
    for (const r of rows) {
      const room = r.environment ?? none
      byRoom.set(room, (byRoom.get(room) ?? 0) + 1)
    }
    const rooms = [...byRoom].sort(([a], [b]) => a.localeCompare(b))
    return [
      {
        id: 'environment',
        title: translate(c.locale, 'report.panel.lostByEnvironment'),
        chart: {
          type: 'BAR',
          labels: rooms.map(([room]) => room),
          series: [{ id: 'lost', label: translate(c.locale, 'report.lost'), data: rooms.map(([, n]) => n) }],
        },
      },
    ]
  },
}

export const report = defineReport({
  type: 'lost-business',
  order: 130,
  options: ['startDate', 'endDate', 'chartType'],
  reader: lostBusinessReport,
})
