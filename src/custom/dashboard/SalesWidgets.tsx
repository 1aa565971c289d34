import { useQuery } from '@tanstack/react-query'
import { useLocaleState, useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { formatMoney } from '../../../common/format'
import { holdsAny } from '../../permissions/actions'
import WidgetCard from './WidgetCard'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

/** The reports whose widgets these are (GET /events/dashboard/sales asks for either). */
const SALES_REPORTS = ['REPORT_PACE', 'REPORT_LOST_BUSINESS']

/**
 * The sales widgets (issue 38): on-the-books revenue of this month and the next two against the
 * same day last year, and this month's lost business. Each shows only when the person holds its
 * report (the server answers null for the other, and 403 when neither: nothing is shown).
 */
export default function SalesWidgets() {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const { data } = useQuery({
    queryKey: ['eventdesk', 'sales-dashboard'],
    queryFn: ({ signal }) => dataProvider.readSalesDashboard(signal),
    retry: false,
    // Without either report the server answers 403: a coordinator's dashboard does not ask.
    enabled: holdsAny(SALES_REPORTS),
  })
  if (!data) return null
  const money = (n: number) => formatMoney(n, locale, data.currency.isoCode ?? data.currency.symbol)
  return (
    <>
      {data.pace && (
        <WidgetCard title={translate('dashboard.pace.title')}>
          <Box component="dl" sx={{ display: 'grid', gap: 1, m: 0 }}>
            {data.pace.map((m) => (
              <Box key={m.month}>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                  {m.month}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {translate('dashboard.pace.thisYear')}: {money(m.onTheBooks.revenue)} ·{' '}
                  {translate('dashboard.pace.lastYear')}: {money(m.sameTimeLastYear.revenue)}
                </Typography>
              </Box>
            ))}
          </Box>
        </WidgetCard>
      )}
      {data.lost && (
        <WidgetCard title={translate('dashboard.lost.title')}>
          {data.lost.enquiries ? (
            <>
              <Typography variant="h5" component="p">
                {money(data.lost.estimatedRevenue)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('dashboard.lost.enquiries', { smart_count: data.lost.enquiries })}
              </Typography>
            </>
          ) : (
            <Typography variant="body2">{translate('dashboard.lost.none')}</Typography>
          )}
        </WidgetCard>
      )}
    </>
  )
}
