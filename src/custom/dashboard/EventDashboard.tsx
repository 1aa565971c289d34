import { lazy, Suspense } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Title, useLocaleState, useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { formatNumber } from '../../../common/format'
import { useSituationColors } from '../events/useSituationColors'
import BarList from './BarList'
import NextEvents from './NextEvents'
import RevenueAhead from './RevenueAhead'
import SalesWidgets from './SalesWidgets'
import WidgetCard from './WidgetCard'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

const DashboardCharts = lazy(() => import('./DashboardCharts'))

/** The widgets of /DashboardDefault (event-domain.md §2), counted by the server under the person's visibility. */
export default function EventDashboard() {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const colors = useSituationColors()
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['eventdesk', 'event-dashboard'],
    queryFn: ({ signal }) => dataProvider.readEventDashboard(signal),
  })
  const t = (key: string) => translate(`dashboard.${key}`)

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('layout.dashboard')} />
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      {isError ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void refetch()}>{translate('events.list.retry')}</Button>}
        >
          {t('failed')}
        </Alert>
      ) : isPending ? (
        <Skeleton variant="rounded" height={240} role="progressbar" aria-label={t('loading')} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              md: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          <WidgetCard title={t('inProgress')}>
            <Typography
              variant="h3"
              component="p"
              sx={{ color: 'text.primary', borderLeft: 8, borderColor: colors.IN_PROGRESS, pl: 2 }}
            >
              {formatNumber(data.inProgress, locale)}
            </Typography>
          </WidgetCard>
          <WidgetCard title={t('awaitingStart')}>
            <BarList
              label={t('awaitingStart')}
              bars={[
                { label: t('all'), value: data.awaitingStart.all, color: colors.CONFIRMED },
                { label: t('next7'), value: data.awaitingStart.next7, color: colors.CONFIRMED },
                { label: t('next30'), value: data.awaitingStart.next30, color: colors.CONFIRMED },
              ]}
            />
          </WidgetCard>
          <WidgetCard title={t('created')}>
            <BarList
              label={t('created')}
              bars={[
                { label: t('today'), value: data.created.today, color: colors.NEW },
                { label: t('last7'), value: data.created.last7, color: colors.NEW },
                { label: t('last30'), value: data.created.last30, color: colors.NEW },
              ]}
            />
          </WidgetCard>
          <WidgetCard title={t('revenue.title')}>
            <RevenueAhead
              revenue={data.revenue}
              colors={{ confirmed: colors.CONFIRMED, pipeline: colors.NEGOTIATION }}
            />
          </WidgetCard>
          <SalesWidgets />
          <WidgetCard title={t('confirmationExpiring')} wide>
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
              }}
            >
              {(['today', 'next7', 'next30'] as const).map((w) => (
                <Box key={w}>
                  <Typography component="h3" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
                    {t(w)}
                  </Typography>
                  <BarList
                    label={`${t('confirmationExpiring')}: ${t(w)}`}
                    bars={[
                      { label: t('all'), value: data.confirmationExpiring[w].all, color: colors.CONFIRMED },
                      {
                        label: translate('events.situations.NEGOTIATION'),
                        value: data.confirmationExpiring[w].negotiation,
                        color: colors.NEGOTIATION,
                      },
                      {
                        label: translate('events.situations.WAIT_LIST'),
                        value: data.confirmationExpiring[w].waitList,
                        color: colors.WAIT_LIST,
                      },
                    ]}
                  />
                </Box>
              ))}
            </Box>
          </WidgetCard>
          <WidgetCard title={t('nextEvents')} wide>
            <NextEvents events={data.nextEvents} />
          </WidgetCard>
          <Suspense
            fallback={
              <Skeleton variant="rounded" height={260} role="progressbar" aria-label={t('chartsLoading')} />
            }
          >
            <DashboardCharts data={data} colors={colors} />
          </Suspense>
        </Box>
      )}
    </Box>
  )
}
