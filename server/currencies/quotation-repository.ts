import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { findRecords } from '../registries/reader.js'
import { recordView } from '../registries/view.js'

type Trx = Transaction<Database>

/** The currency-quotation records with the two fields the quotation calls filter and sort on. */
const quotations = (trx: Trx) =>
  recordView(trx, 'currency-quotation', { currencyCompany: 'ref', dateHour: 'text' }).as('q')

/** The latest quotation of each currency (of those given, else of all), as registry rows. */
export function latestQuotations(trx: Trx, currencyIds?: number[]) {
  // Grouped by the currency id's text, as ever: the answer lists currencies in that order.
  const currencyKey = sql`${sql.ref('q.currencyCompany')}::text`
  let q = trx.selectFrom(quotations(trx)).select(['q.id', 'q.data', 'q.version']).distinctOn(currencyKey)
  if (currencyIds) q = q.where('q.currencyCompany', 'in', currencyIds.length ? currencyIds : [0])
  return q.orderBy(currencyKey).orderBy('q.dateHour', 'desc').orderBy('q.id', 'desc').execute()
}

export const activeCurrencies = (trx: Trx) =>
  findRecords(trx, 'currency-company', { activeOnly: true, orderBy: 'name' })

/** A page of one day's quotations, latest first, and how many that day has. */
export async function quotationsOfDay(trx: Trx, day: string, page: number, size: number) {
  const base = trx.selectFrom(quotations(trx)).where(sql`left(${sql.ref('q.dateHour')}, 10)`, '=', day)
  const [rows, count] = await Promise.all([
    base
      .select(['q.id', 'q.data', 'q.version'])
      .orderBy('q.dateHour', 'desc')
      .limit(size)
      .offset(page * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

/** The currency with this ISO code, in any case. */
export const currencyByIso = (trx: Trx, iso: string) =>
  trx
    .selectFrom(recordView(trx, 'currency-company', { isoCode: 'text' }).as('c'))
    .select('c.id')
    .where(sql`upper(${sql.ref('c.isoCode')})`, '=', iso.toUpperCase())
    .executeTakeFirst()
