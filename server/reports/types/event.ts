import { sql } from 'kysely'
import { translate } from '../../i18n/translate.js'
import { cursorAfter, keyset, monthOf, reportEvents, withLabels } from '../base.js'
import { pivot, type ReportReader, type Row } from '../definition.js'
import { withClient } from '../rows.js'

/**
 * The event report: one row per event the asker may see, in the period, by code or start date.
 * Chart: events per month (of the start date) per situation.
 */
export const eventReport: ReportReader = {
  columns: () => [
    { key: 'code', kind: 'number', width: 8 },
    { key: 'name', kind: 'text', width: 30 },
    { key: 'client', kind: 'text', width: 24 },
    { key: 'eventType', kind: 'text', width: 18 },
    { key: 'situation', kind: 'situation', width: 16 },
    { key: 'startDate', kind: 'date', width: 17 },
    { key: 'endDate', kind: 'date', width: 17 },
    { key: 'estimatedPeople', kind: 'number', width: 10 },
    { key: 'confirmBy', kind: 'date', width: 17 },
    { key: 'waitList', kind: 'boolean', width: 8 },
    { key: 'internal', kind: 'boolean', width: 8 },
    { key: 'createdAt', kind: 'date', width: 17 },
  ],
  async count(trx, { scope, options }) {
    const r = await reportEvents(trx, scope, options)
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
    return Number(r.n)
  },
  async batch(trx, { scope, options }, after, limit) {
    const rows = await keyset(
      reportEvents(trx, scope, options).select([
        'event.id as code',
        'event.name',
        'event.customer_id as customerId',
        'event.client_name as clientName',
        'event.event_type_id as eventTypeId',
        'event.situation',
        'event.start_date as startDate',
        'event.end_date as endDate',
        'event.estimated_people as estimatedPeople',
        'event.confirm_date as confirmBy',
        'event.wait_list as waitList',
        'event.internal',
        'event.created_at as createdAt',
        'event.id',
      ]),
      options,
      after,
      limit,
    ).execute()
    const labelled = await withLabels(trx, await withClient(trx, rows), {
      eventType: { registry: 'event-type', id: 'eventTypeId' },
    })
    return {
      rows: labelled.map(({ id: _id, ...row }) => row as unknown as Row),
      next: cursorAfter(options, rows, limit),
    }
  },
  async chart(trx, { scope, options, locale }) {
    const rows = await reportEvents(trx, scope, options)
      .select([
        monthOf('event.start_date').as('label'),
        'event.situation as series',
        sql<string>`count(*)`.as('n'),
      ])
      .groupBy([monthOf('event.start_date'), 'event.situation'])
      .execute()
    return pivot(options.chartType ?? 'BAR', rows, (s) => translate(locale, `events.situations.${s}`))
  },
}
