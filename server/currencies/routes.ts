import type { FastifyInstance } from 'fastify'
import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { notFound } from '../http/errors.js'
import { DEFAULT_PAGE_SIZE, pageOf } from '../http/page.js'
import { listRecords } from '../registries/repository.js'
import { withLabels, type Row } from '../registries/labels.js'
import { currencyReaders } from './money-forms.js'

const config = { feature: 'CURRENCY_QUOTATION' }
const tags = ['currency-quotation']
const rowOf = (r: { id: number; data: Record<string, unknown>; version: number }): Row => ({
  ...r.data,
  id: r.id,
  version: r.version,
})

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

  const latest = (trx: Transaction<Database>, currencyIds?: number[]) => {
    let q = trx
      .selectFrom('registry_record')
      .select(['id', 'data', 'version'])
      .distinctOn(sql`data->'currencyCompany'->>'id'`)
      .where('registry', '=', 'currency-quotation')
    if (currencyIds)
      q = q.where(sql`(data->'currencyCompany'->>'id')::bigint`, 'in', currencyIds.length ? currencyIds : [0])
    return q
      .orderBy(sql`data->'currencyCompany'->>'id'`)
      .orderBy(sql`data->>'dateHour'`, 'desc')
      .orderBy('id', 'desc')
      .execute()
  }
  const activeCurrencies = (trx: Transaction<Database>) =>
    trx
      .selectFrom('registry_record')
      .select(['id', 'data', 'version'])
      .where('registry', '=', 'currency-company')
      .where(sql`coalesce(data->>'active', 'true')`, '=', 'true')
      .orderBy(sql`data->>'name'`)
      .execute()

  app.get(
    '/events/currency-company/active',
    { config: readers, schema: { tags: ['currency-company'] } },
    (request) => request.withTenant(async (trx) => (await activeCurrencies(trx)).map(rowOf)),
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
            date: { type: 'string', format: 'date' },
            page: { type: 'integer', minimum: 0, default: 0 },
            size: { type: 'integer', minimum: 1, maximum: 1000, default: 20 },
          },
        },
      },
    },
    (request) =>
      request.withTenant(async (trx) => {
        const day = request.query.date.slice(0, 10)
        const base = trx
          .selectFrom('registry_record')
          .where('registry', '=', 'currency-quotation')
          .where(sql`left(data->>'dateHour', 10)`, '=', day)
        const [rows, count] = await Promise.all([
          base
            .select(['id', 'data', 'version'])
            .orderBy(sql`data->>'dateHour'`, 'desc')
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
          .selectFrom('registry_record')
          .select('id')
          .where('registry', '=', 'currency-company')
          .where(sql`upper(data->>'isoCode')`, '=', request.params.iso.toUpperCase())
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
