import type { Transaction } from 'kysely'
import type { Database } from '../../db/types.js'
import { nights } from '../dates.js'
import type { ChannelRate } from './port.js'
import { roundMoney } from '../../../common/money.js'

type Trx = Transaction<Database>

/** A weekday night and a Friday or Saturday night, per room: the price of a type with no list. */
export const localDaily = (date: string) =>
  [5, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay()) ? 320 : 250

const symbols: Record<string, string> = { BRL: 'R$', USD: 'US$', EUR: '€', ARS: '$', CLP: '$' }

/** The lodging days of a rate query: every night of the stay (one day when start = end). */
export const lodgingDays = (start: string, end: string) => (end > start ? nights(start, end) : [start])

interface Plan {
  code: string
  paxAmount: number
  paxType: ChannelRate['paxType']
  currency: string
  dailies: { date: string; value: number }[]
}

function entry(p: Plan, id: number, startDate: string, endDate: string): ChannelRate {
  const total = p.dailies.reduce((a, d) => a + d.value, 0)
  return {
    id,
    rateCompanyId: 1,
    shortName: `BAR${p.paxAmount}${p.paxType[0]}`,
    name: `Best available rate ${p.code} ${p.paxAmount} pax`,
    currency: p.currency,
    symbol: symbols[p.currency] ?? p.currency,
    rentalUnitTypeCode: p.code,
    paxAmount: p.paxAmount,
    paxType: p.paxType,
    startDate,
    endDate,
    totalRateValue: roundMoney(total),
    averageDaily: p.dailies.length ? roundMoney(total / p.dailies.length) : 0,
    reservationDailies: p.dailies,
  }
}

/**
 * The built-in channel's rates for a period: one entry per type, pax amount, pax type and
 * currency of its price list, with a daily for every lodging day it has a price for (a day
 * without one is simply absent: the caller's lookup then says no daily rate for all days). A
 * type the list does not know at all is priced from the weekday/weekend default for two adults.
 */
export async function priceList(trx: Trx, codes: string[] | undefined, startDate: string, endDate: string) {
  const days = lodgingDays(startDate, endDate)
  const known = await trx
    .selectFrom('local_channel_rate')
    .select('code')
    .distinct()
    .$if(codes !== undefined, (q) => q.where('code', 'in', codes!.length ? codes! : ['']))
    .orderBy('code')
    .execute()
  const listed = new Set(known.map((k) => k.code))
  const rows = listed.size
    ? await trx
        .selectFrom('local_channel_rate')
        .select(['code', 'date', 'pax_amount', 'pax_type', 'currency', 'value'])
        .where('code', 'in', [...listed])
        .where('date', 'in', days)
        .orderBy('code')
        .orderBy('pax_amount')
        .orderBy('pax_type')
        .orderBy('date')
        .execute()
    : []
  const plans = new Map<string, Plan>()
  for (const r of rows) {
    const k = `${r.code}|${r.pax_amount}|${r.pax_type}|${r.currency}`
    const plan = plans.get(k) ?? {
      code: r.code,
      paxAmount: r.pax_amount,
      paxType: r.pax_type,
      currency: r.currency,
      dailies: [],
    }
    plan.dailies.push({ date: r.date, value: Number(r.value) })
    plans.set(k, plan)
  }
  for (const code of codes ?? [])
    if (!listed.has(code))
      plans.set(code, {
        code,
        paxAmount: 2,
        paxType: 'ADULT',
        currency: 'BRL',
        dailies: days.map((date) => ({ date, value: localDaily(date) })),
      })
  return [...plans.values()].map((p, i) => entry(p, i + 1, startDate, endDate))
}

/** The price list's rows from `start` to `end` (both included), as the admin's grid shows them. */
export const priceRows = (trx: Trx, start: string, end: string) =>
  trx
    .selectFrom('local_channel_rate')
    .select(['code', 'date', 'pax_amount', 'pax_type', 'currency', 'value'])
    .where('date', '>=', start)
    .where('date', '<=', end)
    .orderBy('date')
    .orderBy('code')
    .orderBy('pax_amount')
    .orderBy('pax_type')
    .execute()

/** One price of a type, pax amount and pax type, set on each of these dates (the admin's grid). */
export interface Price {
  paxAmount: number
  paxType: ChannelRate['paxType']
  currency: string
  value: string
}

/** Writes the price on each date, over the one already there. */
export async function setPrices(trx: Trx, tenantId: number, code: string, dates: string[], price: Price) {
  const set = { currency: price.currency, value: price.value }
  await trx
    .insertInto('local_channel_rate')
    .values(
      dates.map((date) => ({
        tenant_id: tenantId,
        code,
        date,
        pax_amount: price.paxAmount,
        pax_type: price.paxType,
        ...set,
      })),
    )
    .onConflict((oc) => oc.columns(['tenant_id', 'code', 'date', 'pax_amount', 'pax_type']).doUpdateSet(set))
    .execute()
}
