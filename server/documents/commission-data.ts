import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { EventRow } from '../events/model.js'
import { commissionShares } from '../reports/types/costs-of-event.js'
import { getRecord } from '../registries/reader.js'
import { formatNumber } from '../../common/format.js'
import { translate, type Locale } from '../i18n/translate.js'
import type { FillData } from './placeholders.js'

type Trx = Transaction<Database>
type Page = Pick<FillData, 'values' | 'tables'>
const s = (v: unknown) => (v === null || v === undefined ? '' : String(v))

/**
 * The commission document's pages: one per responsible of the event's commissions (a person with
 * two commissions gets one page with both), with each area's share as the costs report reckons it
 * (server/reports/types/costs-of-event.ts), so the document and the report never disagree.
 */
export async function commissionPages(
  trx: Trx,
  event: EventRow,
  locale: Locale,
  money: (v: number) => string,
): Promise<Page[]> {
  const byResponsible = new Map<number, Awaited<ReturnType<typeof commissionShares>>>()
  for (const c of await commissionShares(trx, event)) {
    const id = Number((c.commission.responsible as { id?: number } | null)?.id ?? 0)
    byResponsible.set(id, [...(byResponsible.get(id) ?? []), c])
  }
  const pages: Page[] = []
  for (const [id, commissions] of byResponsible) {
    const person = id ? await getRecord(trx, 'person', id) : undefined
    const types = [...new Set(commissions.map((c) => s(c.commission.type)))]
    const rows = commissions.flatMap((c) =>
      c.shares
        .filter((x) => x.percentage > 0)
        .map((x) => [
          translate(locale, `documents.commission.areas.${x.area}`),
          money(x.base),
          `${formatNumber(x.percentage, locale, 2)} %`,
          money(x.value),
        ]),
    )
    pages.push({
      values: {
        'commission.responsible': s(person?.name),
        'commission.document': s(person?.document),
        'commission.email': s(person?.email),
        'commission.type': types
          .map((t) => translate(locale, `events.commission.enums.type.${t}`))
          .join(', '),
        'commission.total': money(commissions.reduce((t, c) => t + c.total, 0)),
      },
      tables: {
        'table.commissionShares': {
          columns: ['area', 'base', 'percentage', 'value'].map((c) => `documents.columns.${c}`),
          rows,
          numeric: [1, 2, 3],
        },
      },
    })
  }
  return pages
}
