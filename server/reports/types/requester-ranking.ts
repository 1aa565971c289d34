import { sql } from 'kysely'
import { translate } from '../../i18n/translate.js'
import { reportEvents, type Trx } from '../base.js'
import type { ReportContext, ReportDefinition, Row } from '../definition.js'

const CONFIRMED = ['CONFIRMED', 'IN_PROGRESS', 'RELEASED_FOR_CLOSING', 'END']

/**
 * Requesters by the events they asked for (of the events the asker may see, active requesters),
 * most first. One row per requester: the whole ranking is read in one aggregate query.
 */
async function ranking(trx: Trx, { scope, options, locale }: ReportContext) {
  const who = sql<string>`coalesce(p.data->>'name', r.name, r.email, '-')`
  const rows = await reportEvents(trx, scope, options)
    .innerJoin('event_requester as r', 'r.event_id', 'event.id')
    .leftJoin('registry_record as p', 'p.id', 'r.person_id')
    .where('r.situation', '=', 'ACTIVE')
    .select([
      who.as('requester'),
      sql<string>`count(distinct event.id)`.as('events'),
      sql<string>`count(distinct event.id) filter (where event.situation in (${sql.join(CONFIRMED)}))`.as(
        'confirmed',
      ),
      sql<string>`count(distinct event.id) filter (where event.situation = 'CANCELED')`.as('canceled'),
    ])
    .groupBy(who)
    .orderBy(sql`count(distinct event.id)`, 'desc')
    .orderBy(who)
    .execute()
  const ranked: Row[] = rows.map((r) => ({
    requester: r.requester,
    events: Number(r.events),
    confirmed: Number(r.confirmed),
    canceled: Number(r.canceled),
  }))
  if (!options.groupRequesters) return ranked
  // §4 "group requesters with 1 or 2 events": the long tail becomes one line.
  const few = ranked.filter((r) => (r.events as number) <= 2)
  if (!few.length) return ranked
  const sum = (k: string) => few.reduce((s, r) => s + (r[k] as number), 0)
  return [
    ...ranked.filter((r) => (r.events as number) > 2),
    {
      requester: translate(locale, 'report.others'),
      events: sum('events'),
      confirmed: sum('confirmed'),
      canceled: sum('canceled'),
    },
  ]
}

export const requesterRankingReport: ReportDefinition = {
  type: 'requester-ranking',
  feature: 'REPORT_REQUESTER_RANKING',
  options: ['startDate', 'endDate', 'dateParameter', 'chartType', 'groupRequesters', 'includeInternal'],
  columns: () => [
    { key: 'requester', kind: 'text', width: 30 },
    { key: 'events', kind: 'number', width: 10 },
    { key: 'confirmed', kind: 'number', width: 10 },
    { key: 'canceled', kind: 'number', width: 10 },
  ],
  async count(trx, c) {
    return (await ranking(trx, c)).length
  },
  async batch(trx, c) {
    return { rows: await ranking(trx, c), next: null }
  },
  async chart(trx, c) {
    const top = (await ranking(trx, c)).slice(0, 10)
    return {
      type: c.options.chartType ?? 'BAR',
      labels: top.map((r) => String(r.requester)),
      series: [
        {
          id: 'events',
          label: translate(c.locale, 'report.events'),
          data: top.map((r) => r.events as number),
        },
      ],
    }
  },
}
