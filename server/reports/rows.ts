import type { Currency } from '../currencies/main-symbol.js'
import type { EventRow } from '../events/model.js'
import { eventCurrency } from '../events/money/money.js'
import { findRecords } from '../registries/reader.js'
import { labelMap, type Trx } from './base.js'

/** How a row names its currency for the writers and the screen: the ISO code, else the symbol. */
export const currencyCode = (c: Currency) => c.isoCode || c.symbol

/**
 * Each event's currency code (events/money/money.ts: its own, else the main one), read once per
 * currency the events use rather than once per event.
 */
export async function currencyCodes(trx: Trx, events: { id: number; currencyId: number | null }[]) {
  const byCurrency = new Map<number | null, string>()
  for (const e of events)
    if (!byCurrency.has(e.currencyId))
      byCurrency.set(
        e.currencyId,
        currencyCode(await eventCurrency(trx, { currency_id: e.currencyId } as EventRow)),
      )
  return new Map(events.map((e) => [e.id, byCurrency.get(e.currencyId)!]))
}

/**
 * The event's client as the documents name it: the customer (a person) when the event has one,
 * else the name typed on the event. Drops the two source cells.
 */
export async function withClient<T extends { customerId?: unknown; clientName?: unknown }>(
  trx: Trx,
  rows: T[],
): Promise<(Omit<T, 'customerId' | 'clientName'> & { client: string | null })[]> {
  const names = await labelMap(
    trx,
    'person',
    rows.map((r) => r.customerId),
  )
  return rows.map(({ customerId, clientName, ...r }) => ({
    ...r,
    client:
      (customerId == null ? null : names.get(Number(customerId))) ?? (clientName as string | null) ?? null,
  }))
}

type Contact = { main?: boolean; email?: string; preferredPhone?: string; alternativePhone?: string }

/** A person's e-mail and phone: the record's e-mail, else its main (then first) contact's. */
export async function personContacts(trx: Trx, ids: unknown[]) {
  const wanted = [...new Set(ids.filter((id) => id !== null && id !== undefined).map(Number))]
  const people = wanted.length ? await findRecords(trx, 'person', { ids: wanted, limit: wanted.length }) : []
  return new Map(
    people.map((p) => {
      const contacts = (Array.isArray(p.contacts) ? p.contacts : []) as Contact[]
      const main = contacts.find((c) => c.main) ?? contacts[0]
      const email = (p.email as string | undefined) || main?.email || contacts.find((c) => c.email)?.email
      const phone =
        main?.preferredPhone ||
        main?.alternativePhone ||
        contacts.find((c) => c.preferredPhone)?.preferredPhone
      return [Number(p.id), { email: email ?? null, phone: phone ?? null }]
    }),
  )
}
