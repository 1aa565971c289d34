import type { AuthContext } from '../auth/context.js'
import { mainCurrency } from '../currencies/main-symbol.js'
import { localToday } from '../../common/events/clock.js'
import { reportFeature } from '../../common/reports/catalogue.js'
import type { Locale } from '../i18n/translate.js'
import type { Trx } from './base.js'
import type { ReportContext } from './definition.js'
import { scopeOf } from './options.js'
import { lostTotals } from './types/lost-business.js'
import { report as paceReport } from './types/pace.js'

const lastDayOf = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) + 2, 0)).toISOString().slice(0, 10)
const thisMonthEnd = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10)

/**
 * The dashboard's sales widgets (issue 38), read through the reports themselves so they never
 * disagree with them: the pace of this month and the next two (on the books today against the same
 * day last year) and this month's lost business (enquiries and estimated revenue). A part the
 * person's features do not open is null.
 */
export async function salesDashboard(
  trx: Trx,
  auth: AuthContext,
  locale: Locale,
  may: (feature: string) => boolean,
) {
  const today = localToday()
  const month = today.slice(0, 7)
  const ctx = (options: ReportContext['options']): ReportContext => ({
    scope: scopeOf(auth),
    options,
    locale,
  })
  const pace = may(reportFeature('pace'))
    ? (
        await paceReport.reader.batch(
          trx,
          ctx({ asOf: today, startDate: `${month}-01`, endDate: lastDayOf(month) }),
          null,
          3,
        )
      ).rows.map((r) => ({ month: r.month, onTheBooks: r.onTheBooks, sameTimeLastYear: r.sameTimeLastYear }))
    : null
  let lost: { enquiries: number; estimatedRevenue: number } | null = null
  if (may(reportFeature('lost-business'))) {
    lost = await lostTotals(trx, ctx({ startDate: `${month}-01`, endDate: thisMonthEnd(month) }))
  }
  return { currency: await mainCurrency(trx), pace, lost }
}
