import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { notFound } from '../http/errors.js'
import { DEFAULT_PAGE_SIZE, pageOf } from '../http/page.js'
import { listRecords } from '../registries/list.js'
import { toRecord } from '../registries/reader.js'
import { withLabels, type Row } from '../registries/labels.js'
import { currencyReaders } from './money-forms.js'
import { activeCurrencies, currencyByIso, latestQuotations, quotationsOfDay } from './quotation-repository.js'
import { wireDay, wireDayOf } from '../../common/wire-dates.js'
import { anyArray, ok } from '../http/answers.js'
import { currencyAnswers as answers } from './answers.js'

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

  app.get(
    '/events/currency-company/active',
    { config: readers, schema: { tags: ['currency-company'], response: answers.active } },
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
        response: answers.activePage,
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
        response: answers.quotationPage,
      },
    },
    (request) =>
      request.withTenant(async (trx) => {
        const { page, size } = request.query
        const { rows, total } = await quotationsOfDay(trx, wireDayOf(request.query.date), page, size)
        return pageOf(await labelled(trx, rows.map(rowOf)), total, page, size)
      }),
  )

  app.get<{ Params: { id: number } }>(
    '/events/currency-quotation/last-quotation/:id',
    {
      config,
      schema: {
        tags,
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
        response: answers.quotation,
      },
    },
    (request) =>
      request.withTenant(async (trx) => {
        const [row] = await latestQuotations(trx, [request.params.id])
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
        response: answers.quotation,
      },
    },
    (request) =>
      request.withTenant(async (trx) => {
        const cur = await currencyByIso(trx, request.params.iso)
        const [row] = cur ? await latestQuotations(trx, [cur.id]) : []
        if (!row) throw notFound()
        return (await labelled(trx, [rowOf(row)]))[0]
      }),
  )

  // The latest quotation of each active currency: what a money field's currency select offers.
  app.get(
    '/events/currency-quotation/select',
    { config, schema: { tags, response: ok(anyArray) } },
    (request) =>
      request.withTenant(async (trx) => {
        const currencies = await activeCurrencies(trx)
        const rows = await latestQuotations(
          trx,
          currencies.map((c) => c.id),
        )
        return labelled(trx, rows.map(rowOf))
      }),
  )
}
