import type { EventRow } from '../../events/model.js'
import { computeSummary } from '../../events/money/summary.js'
import { commissionAreas } from '../../events/items/commission.js'
import { jsonStore } from '../../events/items/store.js'
import type { Trx } from '../base.js'
import { roundMoney } from '../../../common/money.js'

/** A commission area and the summary group it takes its share of. */
const groupOf: Record<(typeof commissionAreas)[number], string> = {
  menu: 'foodAndBeverage',
  environment: 'environment',
  equipment: 'equipment',
  accommodation: 'accommodation',
  additional: 'additional',
}

type Summary = Awaited<ReturnType<typeof computeSummary>>
type Group = keyof Summary['groups']

/** What one commission takes of one area: the area's net (after courtesies and discounts) times its percentage. */
export interface CommissionShare {
  area: (typeof commissionAreas)[number]
  base: number
  percentage: number
  value: number
}

/**
 * Each commission of the event with what it takes of every area's net, as the costs report counts
 * them (the commission document shows the same figures). The summary may be passed when the
 * caller has it already.
 */
export async function commissionShares(trx: Trx, event: EventRow, known?: { summary: Summary }) {
  const s = known?.summary ?? (await computeSummary(trx, event))
  const net = (g: Group) => s.groups[g].net
  return (await jsonStore('commission').list(trx, event.id)).map((commission) => {
    const shares: CommissionShare[] = commissionAreas.map((area) => {
      const percentage = Number(
        (commission.type === 'BY_AREA' ? commission[`${area}Percentage`] : commission.percentage) ?? 0,
      )
      const base = net(groupOf[area] as Group)
      return { area, base, percentage, value: (base * percentage) / 100 }
    })
    return { commission, shares, total: shares.reduce((t, x) => t + x.value, 0) }
  })
}

/**
 * One event's costs, in its own currency, read from the summary (server/events/money/summary.ts, the one
 * reckoning): each group's value after courtesies, discounts (by area and total), taxes, and what
 * the commissions take of each area's net. Total = the summary's total (groups − discounts +
 * taxes); commissions are shown, not subtracted.
 */
export async function costsOfEvent(trx: Trx, event: EventRow, known?: { summary: Summary }) {
  const s = known?.summary ?? (await computeSummary(trx, event))
  const commissions = (await commissionShares(trx, event, { summary: s })).reduce((t, c) => t + c.total, 0)
  const byArea = Object.values(s.groups).reduce((sum, g) => sum + g.discount, 0)
  const value = (g: Group) => roundMoney(s.groups[g].gross - s.groups[g].courtesy)
  return {
    environment: value('environment'),
    equipment: value('equipment'),
    foodAndBeverage: value('foodAndBeverage'),
    accommodation: value('accommodation'),
    additional: value('additional'),
    discounts: roundMoney(byArea + s.totalDiscount),
    taxes: roundMoney(Object.values(s.groups).reduce((sum, g) => sum + g.tax, 0)),
    commissions: roundMoney(commissions),
    total: s.total,
  }
}
