import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { EventRow } from '../events/model.js'
import { computeSummary } from '../events/money/summary.js'
import { listRequesters } from '../events/requesters.js'
import { jsonStore } from '../events/items/store.js'
import { readCompany } from '../establishment/repository.js'
import { mainCurrencySymbol } from '../currencies/main-symbol.js'
import { findRecords, getRecord, labelsOf } from '../registries/reader.js'
import { formatMoney, formatNumber, showDate } from '../../common/format.js'
import { asLocale, type Locale } from '../i18n/translate.js'
import type { FillData, Table } from './placeholders.js'
import { eventValues } from './event-values.js'
import { pricedTables } from './priced-tables.js'

type Trx = Transaction<Database>
type Json = Record<string, unknown>
const idOf = (v: unknown) => (v as { id?: number } | null | undefined)?.id
const s = (v: unknown) => (v === null || v === undefined ? '' : String(v))
const col = (name: string) => `documents.columns.${name}`
const ADDRESS = ['street', 'number', 'complement', 'district', 'city', 'state', 'zipCode'] as const

/** One line of an address, its parts that are informed separated by commas. */
const addressLine = (a: Record<string, unknown> | undefined) =>
  ADDRESS.map((f) => s(a?.[f]).trim())
    .filter(Boolean)
    .join(', ')

/** The main entry of a person's list (addresses, contacts), else the first. */
const mainOf = (list: unknown) => {
  const rows = Array.isArray(list) ? (list as Json[]) : []
  return rows.find((r) => r.main === true) ?? rows[0]
}

/** The person's phone: its main contact's, else any contact's or address's. */
function phoneOf(person: Json | undefined) {
  const contacts = Array.isArray(person?.contacts) ? (person.contacts as Json[]) : []
  const addresses = Array.isArray(person?.addresses) ? (person.addresses as Json[]) : []
  const main = mainOf(contacts)
  const phones = [main?.preferredPhone, main?.alternativePhone]
    .concat(contacts.flatMap((c) => [c.preferredPhone, c.alternativePhone]))
    .concat(addresses.map((a) => a.phone))
  return s(phones.find((p) => s(p).trim())).trim()
}

async function names(trx: Trx, registry: Parameters<typeof labelsOf>[1], rows: Json[], field: string) {
  const ids = rows.map((r) => idOf(r[field])).filter((n): n is number => !!n)
  return labelsOf(trx, registry, ids)
}

/** The logo's bytes when the establishment has a PNG or JPEG one (what pdfkit can draw). */
async function logoOf(trx: Trx, fileId: number | null, read: (key: string) => Promise<Buffer>) {
  if (!fileId) return undefined
  const f = await trx
    .selectFrom('stored_file')
    .select(['storage_key', 'mime'])
    .where('id', '=', fileId)
    .executeTakeFirst()
  if (!f || !['image/png', 'image/jpeg'].includes(f.mime)) return undefined
  return read(f.storage_key).catch(() => undefined)
}

/**
 * Everything a template can show about an event, read in one tenant transaction from its current
 * data and formatted in the establishment's language, with money in the event's currency (else the
 * main one) and dates as DD/MM/YYYY.
 */
export async function eventFillData(
  trx: Trx,
  event: EventRow,
  doc: { number: number; version: number },
  readFile: (key: string) => Promise<Buffer>,
): Promise<{ data: FillData; locale: Locale; money: (v: unknown) => string }> {
  const company = await readCompany(trx)
  const locale = asLocale(company.language)
  const currency = event.currency_id ? await getRecord(trx, 'currency-company', event.currency_id) : undefined
  const symbol = currency?.symbol || (await mainCurrencySymbol(trx))
  const money = (v: unknown) => formatMoney(Number(v ?? 0), locale, symbol)
  const summary = await computeSummary(trx, event)
  const customer = (event.customer_id ? await getRecord(trx, 'person', event.customer_id) : undefined) as
    Json | undefined
  const requesters = (await listRequesters(trx, event.id)).filter((r) => r.situation === 'ACTIVE')
  const requesterNames = await labelsOf(
    trx,
    'person',
    requesters.map((r) => r.person?.id).filter((n): n is number => !!n),
  )
  const reqName = (r: (typeof requesters)[number]) =>
    r.name || (r.person ? requesterNames.get(r.person.id) : '') || ''
  const [quotation] = currency
    ? await findRecords(trx, 'currency-quotation', {
        referringTo: { field: 'currencyCompany', ids: [currency.id] },
        limit: 50,
      })
    : []

  const commissions = await jsonStore('commission').list(trx, event.id)
  const responsibleNames = await names(trx, 'person', commissions, 'responsible')
  const label = (m: Map<number, string | null>, v: unknown) => m.get(idOf(v) ?? 0) ?? ''
  const table = (columns: string[], rows: string[][], numeric: number[] = []): Table => ({
    columns: columns.map(col),
    rows,
    numeric,
  })
  const g = summary.groups

  const data: FillData = {
    values: {
      // The event's own, from its schema's `x-placeholder` fields.
      ...(await eventValues(trx, event, locale)),
      'customer.name': s(customer?.name) || event.client_name || '',
      'customer.document': s(customer?.document),
      'customer.email': s(customer?.email),
      'customer.phone': phoneOf(customer),
      'customer.address': addressLine(mainOf(customer?.addresses)),
      'requester.name': requesters[0] ? reqName(requesters[0]) : '',
      'requester.email': s(requesters[0]?.email),
      'requester.phone': s(requesters[0]?.phone),
      'requesters.names': requesters.map(reqName).join(', '),
      'totals.environment': money(g.environment.total),
      'totals.equipment': money(g.equipment.total),
      'totals.foodAndBeverage': money(g.foodAndBeverage.total),
      'totals.accommodation': money(g.accommodation.total),
      'totals.additional': money(g.additional.total),
      'totals.subtotal': money(summary.subtotal),
      'totals.discount': money(summary.totalDiscount),
      'totals.total': money(summary.total),
      'establishment.name': company.social_reason,
      'establishment.tradeName': company.trade_name ?? company.social_reason,
      'establishment.document': company.document ?? '',
      'establishment.address': addressLine(company.address),
      'establishment.phone': company.phone ?? '',
      'establishment.email': company.email ?? '',
      'quotation.currency': s(currency?.isoCode),
      'quotation.value': quotation
        ? formatNumber(Number(quotation.officialValue ?? quotation.cashValue), locale, 4)
        : '',
      'quotation.date': quotation ? showDate(s(quotation.dateHour)) : '',
      'document.number': String(doc.number),
      'document.version': String(doc.version),
      today: showDate(new Date().toISOString().slice(0, 10)),
    },
    tables: {
      ...(await pricedTables(trx, event, summary, locale, money)),
      'table.commissions': table(
        ['responsible', 'percentage'],
        commissions.map((c) => [
          label(responsibleNames, c.responsible),
          `${formatNumber(Number(c.percentage ?? 0), locale, 2)} %`,
        ]),
        [1],
      ),
      'table.requesters': table(
        ['name', 'email', 'phone'],
        requesters.map((r) => [reqName(r), s(r.email), s(r.phone)]),
      ),
    },
    logo: await logoOf(trx, company.logo_image_id, readFile),
  }
  return { data, locale, money }
}
