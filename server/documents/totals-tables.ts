import type { EventSummary } from '../events/money/summary.js'
import { showDate } from '../../common/format.js'
import type { Table, TableKey } from './placeholders.js'

type Json = Record<string, unknown>
const s = (v: unknown) => (v === null || v === undefined ? '' : String(v))
const GROUPS = ['environment', 'equipment', 'foodAndBeverage', 'accommodation', 'additional'] as const

/** A table whose column titles are `documents.columns.*` keys. */
export const table = (columns: string[], rows: string[][], numeric: number[] = []): Table => ({
  columns: columns.map((c) => `documents.columns.${c}`),
  rows,
  numeric,
})

/**
 * The discounts as typed (one row per area of a discount by area), the summary's groups and totals
 * as the summary reckons them, and the payments with their status in the document's language.
 */
export function totalsTables(
  summary: EventSummary,
  discounts: Json[],
  payments: Json[],
  t: (key: string) => string,
  money: (v: unknown) => string,
): Partial<Record<TableKey, Table>> {
  const groupName = (g: string) => t(`events.summary.groups.${g}`)
  return {
    'table.discounts': table(
      ['description', 'area', 'value'],
      discounts.flatMap((d) =>
        d.type === 'BY_AREA'
          ? GROUPS.filter((g) => Number(d[`${g}Value`] ?? 0) > 0).map((g) => [
              s(d.description),
              groupName(g),
              money(d[`${g}Value`]),
            ])
          : [[s(d.description), t('events.discount.enums.type.TOTAL'), money(d.value)]],
      ),
      [2],
    ),
    'table.summary': table(
      ['group', 'gross', 'courtesy', 'discount', 'tax', 'total'],
      [
        // A group that charges nothing is left out; the total rows always show.
        ...GROUPS.filter((g) => summary.groups[g].gross || summary.groups[g].total).map((g) => {
          const x = summary.groups[g]
          return [groupName(g), ...[x.gross, x.courtesy, x.discount, x.tax, x.total].map(money)]
        }),
        [t('events.summary.subtotal'), '', '', '', '', money(summary.subtotal)],
        [t('events.summary.totalDiscount'), '', '', '', '', money(summary.totalDiscount)],
        [t('events.summary.total'), '', '', '', '', money(summary.total)],
      ],
      [1, 2, 3, 4, 5],
    ),
    'table.payments': table(
      ['dueDate', 'value', 'status', 'details'],
      payments.map((p) => [
        showDate(s(p.expectedPaymentDate).slice(0, 10)),
        money(p.value),
        t(`events.payment.statuses.${s(p.status)}`),
        s(p.details),
      ]),
      [1],
    ),
  }
}
