import type { FastifyInstance } from 'fastify'
import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { notFound } from '../http/errors.js'
import { DEFAULT_PAGE_SIZE, pageOf } from '../http/page.js'
import { listRecords } from '../registries/list.js'
import { findRecords, toRecord } from '../registries/reader.js'
import { recordView } from '../registries/view.js'
import { withLabels, type Row } from '../registries/labels.js'
import { currencyReaders } from './money-forms.js'
import { wireDay, wireDayOf } from '../../common/wire-dates.js'

const config = { feature: 'CURRENCY_QUOTATION' }
const tags = ['currency-quotation']
const rowOf = (r: { id: number; data: Record<string, unknown>; version: number }): Row => toRecord(r)

/**
 * The spec's extra currency calls, over the currency-company and currency-quotation registries
 * (their CRUD comes from the schemas like any registry).
 */
export async function currencyRoutes(app: FastifyInstance) {
  const models = app.registryModels
  const quotation = models.get('currency-quotation')
  const currency = models.get('currency-company')
  if (!quotation || !currency) return
  const readers = {
    feature: currencyReaders(models, ['CURRENCY_QUOTATION', ...currency.autocompleteFeatures]),
  }
  const labelled = (trx: Transaction<Database>, rows: Row[]) => withLabels(trx, quotation, models, rows)

  const quotations = (trx: Transaction<Database>) =>
    recordView(trx, 'currency-quotation', { currencyCompany: 'ref', dateHour: 'text' }).as('q')
  const latest = (trx: Transaction<Database>, currencyIds?: number[]) => {
    // Grouped by the currency id's text, as ever: the answer lists currencies in that order.
    const currencyKey = sql`${sql.ref('q.currencyCompany')}::text`
    let q = trx.selectFrom(quotations(trx)).select(['q.id', 'q.data', 'q.version']).distinctOn(currencyKey)
    if (currencyIds) q = q.where('q.currencyCompany', 'in', currencyIds.length ? currencyIds : [0])
    return q.orderBy(currencyKey).orderBy('q.dateHour', 'desc').orderBy('q.id', 'desc').execute()
  }
  const activeCurrencies = (trx: Transaction<Database>) =>
    findRecords(trx, 'currency-company', { activeOnly: true, orderBy: 'name' })

  app.get(
    '/events/currency-company/active',
    { config: readers, schema: { tags: ['currency-company'] } },
    (request) => request.withTenant(async (trx) => (await activeCurrencies(trx)) as Row[]),
  )

  app.get<{ Querystring: { name?: string; page?: number } }>(
    '/events/currency-company/autocomplete-active',
    {
      config: readers,
      schema: {
        tags: ['currency-company'],
        querystring: {
          type: 'object',
          properties: { name: { type: 'string' }, page: { type: 'integer', minimum: 0, default: 0 } },
        },
      },
    },
    (request) => {
      const name = request.query.name?.trim() ?? ''
      return request.withTenant((trx) =>
        listRecords(trx, currency, {
          page: request.query.page ?? 0,
          size: DEFAULT_PAGE_SIZE,
          sort: { field: 'name', desc: false },
          search: name.length >= 2 ? name : undefined,
          filters: {},
          activeOnly: true,
        }),
      )
    },
  )

  app.get<{ Querystring: { date: string; page: number; size: number } }>(
    '/events/currency-quotation/with-date',
    {
      config,
      schema: {
        tags,
        querystring: {
          type: 'object',
          required: ['date'],
          properties: {
            date: wireDay(),
            page: { type: 'integer', minimum: 0, default: 0 },
            size: { type: 'integer', minimum: 1, maximum: 1000, default: 20 },
          },
        },
      },
    },
    (request) =>
      request.withTenant(async (trx) => {
        const day = wireDayOf(request.query.date)
        const base = trx.selectFrom(quotations(trx)).where(sql`left(${sql.ref('q.dateHour')}, 10)`, '=', day)
        const [rows, count] = await Promise.all([
          base
            .select(['q.id', 'q.data', 'q.version'])
            .orderBy('q.dateHour', 'desc')
            .limit(request.query.size)
            .offset(request.query.page * request.query.size)
            .execute(),
          base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        ])
        return pageOf(
          await labelled(trx, rows.map(rowOf)),
          Number(count.n),
          request.query.page,
          request.query.size,
        )
      }),
  )

  app.get<{ Params: { id: number } }>(
    '/events/currency-quotation/last-quotation/:id',
    {
      config,
      schema: { tags, params: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } },
    },
    (request) =>
      request.withTenant(async (trx) => {
        const [row] = await latest(trx, [request.params.id])
        if (!row) throw notFound()
        return (await labelled(trx, [rowOf(row)]))[0]
      }),
  )

  app.get<{ Params: { iso: string } }>(
    '/events/currency-quotation/last-quotation-iso/:iso',
    {
      config,
      schema: {
        tags,
        params: { type: 'object', required: ['iso'], properties: { iso: { type: 'string', maxLength: 3 } } },
      },
    },
    (request) =>
      request.withTenant(async (trx) => {
        const cur = await trx
          .selectFrom(recordView(trx, 'currency-company', { isoCode: 'text' }).as('c'))
          .select('c.id')
          .where(sql`upper(${sql.ref('c.isoCode')})`, '=', request.params.iso.toUpperCase())
          .executeTakeFirst()
        const [row] = cur ? await latest(trx, [cur.id]) : []
        if (!row) throw notFound()
        return (await labelled(trx, [rowOf(row)]))[0]
      }),
  )

  // The latest quotation of each active currency: what a money field's currency select offers.
  app.get('/events/currency-quotation/select', { config, schema: { tags } }, (request) =>
    request.withTenant(async (trx) => {
      const currencies = await activeCurrencies(trx)
      const rows = await latest(
        trx,
        currencies.map((c) => c.id),
      )
      return labelled(trx, rows.map(rowOf))
    }),
  )
}
