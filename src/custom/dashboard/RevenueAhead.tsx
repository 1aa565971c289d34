import { useLocaleState, useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { formatMoney } from '../../../common/format'
import type { DashboardData } from './types'

/**
 * What the next 30 days are worth, in the main currency: confirmed events (on the books) and open
 * enquiries (pipeline), each the sum of the events' summary totals (the one reckoning).
 */
export default function RevenueAhead({
  revenue,
  colors,
}: {
  revenue: DashboardData['revenue']
  colors: { confirmed: string; pipeline: string }
}) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const part = (key: 'confirmed' | 'pipeline') => (
    <Box sx={{ borderLeft: 8, borderColor: colors[key], pl: 2 }}>
      <Typography component="h3" variant="body2" sx={{ fontWeight: 600 }}>
        {translate(`dashboard.revenue.${key}`)}
      </Typography>
      <Typography variant="h5" component="p">
        {formatMoney(revenue[key].total, locale, revenue.currency.isoCode ?? revenue.currency.symbol)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('dashboard.revenue.events', { smart_count: revenue[key].events })}
      </Typography>
    </Box>
  )
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {part('confirmed')}
      {part('pipeline')}
    </Box>
  )
}
