import { sql } from 'kysely'
import { CONFIRMED_LIKE } from '../../../common/events/situations.js'
import { translate } from '../../i18n/translate.js'
import { labelMap, reportEvents, type Trx } from '../base.js'
import { defineReport, type ReportContext, type ReportReader, type Row } from '../definition.js'

// The ranking counts the events that were confirmed: those that run, ended ones and reopened ones
// (an ended event reopened for a correction was no less confirmed; it counts again once ended).
const CONFIRMED = [...CONFIRMED_LIKE, 'END', 'REOPEN']

/**
 * Requesters by the events they asked for (of the events the asker may see, active requesters),
 * most first. One aggregate query gives each requester's event ids; requesters who end up with the
 * same name (the person's, else the typed name, else the email) are one line, their events counted
 * once.
 */
async function ranking(trx: Trx, { scope, options, locale }: ReportContext) {
  const ids = sql<(number | string)[] | null>`array_agg(distinct event.id)`
  const rows = await reportEvents(trx, scope, options)
    .innerJoin('event_requester as r', 'r.event_id', 'event.id')
    .where('r.situation', '=', 'ACTIVE')
    .select([
      'r.person_id as personId',
      'r.name',
      'r.email',
      ids.as('events'),
      sql<
        (number | string)[] | null
      >`array_agg(distinct event.id) filter (where event.situation in (${sql.join(CONFIRMED)}))`.as(
        'confirmed',
      ),
      sql<
        (number | string)[] | null
      >`array_agg(distinct event.id) filter (where event.situation = 'CANCELED')`.as('canceled'),
    ])
    .groupBy(['r.person_id', 'r.name', 'r.email'])
    .execute()
  const names = await labelMap(
    trx,
    'person',
    rows.map((r) => r.personId),
  )
  const byWho = new Map<string, Record<'events' | 'confirmed' | 'canceled', Set<string>>>()
  for (const r of rows) {
    const who = (r.personId === null ? null : names.get(Number(r.personId))) ?? r.name ?? r.email ?? '-'
    const sets = byWho.get(who) ?? { events: new Set(), confirmed: new Set(), canceled: new Set() }
    byWho.set(who, sets)
    for (const k of ['events', 'confirmed', 'canceled'] as const)
      for (const id of r[k] ?? []) sets[k].add(String(id))
  }
  const byCount = (a: Row, b: Row) =>
    (b.events as number) - (a.events as number) ||
    (a.requester === b.requester ? 0 : String(a.requester) < String(b.requester) ? -1 : 1)
  const ranked: Row[] = [...byWho].map(([requester, sets]) => ({
    requester,
    events: sets.events.size,
    confirmed: sets.confirmed.size,
    canceled: sets.canceled.size,
  }))
  ranked.sort(byCount)
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

const requesterRankingReport: ReportReader = {
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

export const report = defineReport({
  type: 'requester-ranking',
  order: 110,
  options: ['startDate', 'endDate', 'dateParameter', 'chartType', 'groupRequesters', 'includeInternal'],
  reader: requesterRankingReport,
})
