import type { Transaction } from 'kysely'
import type { Database } from '../../db/types.js'
import { mainCurrency, type Currency } from '../../currencies/main-symbol.js'
import { quotationsOf, type Quotation } from '../../currencies/quotations.js'
import { findRecords } from '../../registries/reader.js'
import { localDateTime } from '../../../common/events/clock.js'
import type { EventRow } from '../model.js'
import { computeSummary, type EventSummary } from './summary.js'
import { roundMoney } from '../../../common/money.js'

type Trx = Transaction<Database>

/**
 * An event's money as every screen, document and report shows it: the summary (the one reckoning),
 * the currency its figures are in, and, for reports that add events together, its total in the
 * main currency at the quotation of the event's confirmation (today's while it is unconfirmed).
 */
export interface EventMoney {
  summary: EventSummary
  currency: Currency
  /** The quotation the total was converted with; null when the event is in the main currency or none is registered. */
  quotation: Quotation | null
  /** The summary's total in the main currency (the total itself without a quotation). */
  mainTotal: number
}

/** The currencies of these events (their own, else the main one), read once. */
async function currenciesOf(trx: Trx, events: EventRow[]) {
  const main = await mainCurrency(trx)
  const ids = [...new Set(events.map((e) => e.currency_id).filter((id): id is number => id !== null))]
  const records = ids.length ? await findRecords(trx, 'currency-company', { ids, limit: ids.length }) : []
  const own = new Map<number, Currency>(
    records.map((r) => [r.id, { id: r.id, isoCode: r.isoCode ?? null, symbol: r.symbol || main.symbol }]),
  )
  return { main, of: (e: EventRow) => (e.currency_id !== null && own.get(e.currency_id)) || main }
}

/** The currency an event's figures are in: its own (`currencyCompany`), else the main one. */
export async function eventCurrency(trx: Trx, event: EventRow): Promise<Currency> {
  return (await currenciesOf(trx, [event])).of(event)
}

/** Each event's money (summary, currency, total in the main currency), by event id. */
export async function moneyOfEvents(trx: Trx, events: EventRow[]): Promise<Map<number, EventMoney>> {
  const { main, of } = await currenciesOf(trx, events)
  const foreign = (c: Currency) => c.id !== null && c.id !== main.id
  const currencies = events.map(of)
  const quotation = await quotationsOf(trx, [...new Set(currencies.filter(foreign).map((c) => c.id!))])
  const now = localDateTime()
  const out = new Map<number, EventMoney>()
  for (const [i, event] of events.entries()) {
    const summary = await computeSummary(trx, event)
    const currency = currencies[i]
    const q = foreign(currency) ? quotation(currency.id, event.confirmed_at ?? now) : null
    out.set(event.id, {
      summary,
      currency,
      quotation: q,
      mainTotal: roundMoney(summary.total * (q?.value ?? 1)),
    })
  }
  return out
}
