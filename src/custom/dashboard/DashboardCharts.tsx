import { useLocaleState, useTranslate } from 'react-admin'
import Typography from '@mui/material/Typography'
import { BarChart } from '@mui/x-charts/BarChart'
import { PieChart } from '@mui/x-charts/PieChart'
import { formatNumber, showDate } from '../../../common/format'
import type { DashboardData } from './types'
import WidgetCard from './WidgetCard'
import { visuallyHidden } from '../../widgets/visuallyHidden'
import { sliceText } from '../../widgets/sliceText'

const HEIGHT = 260

/**
 * The dashboard's charts (issue 19): events per situation in the situation colours, and the next
 * 30 days' rooms booked and only held. A lazy chunk of its own, so the charts library never delays
 * the counts. Each chart has a sentence beside it for those who cannot see it.
 */
export default function DashboardCharts({
  data,
  colors,
}: {
  data: DashboardData
  colors: Record<string, string>
}) {
  const translate = useTranslate()
  const t = (key: string, params?: object) => translate(`dashboard.${key}`, params)
  const [locale] = useLocaleState()
  const situations = data.perSituation.filter((s) => s.events > 0)
  const all = situations.reduce((sum, s) => sum + s.events, 0)
  // The legend says each slice's count and share, in the reader's language (`9 · 75%`): a pie
  // without values reads only as "more" or "less".
  const sliceOf = (s: { situation: string; events: number }) =>
    sliceText(
      translate(`events.situations.${s.situation}`),
      formatNumber(s.events, locale),
      s.events,
      all,
      locale,
    )
  const days = data.occupancy
  const peak = days.reduce((best, d) => (d.booked > best.booked ? d : best), days[0])
  return (
    <>
      <WidgetCard title={t('perSituation')}>
        {situations.length === 0 ? (
          <Typography variant="body2">{t('noEvents')}</Typography>
        ) : (
          <>
            <PieChart
              height={HEIGHT}
              series={[
                {
                  innerRadius: 50,
                  data: situations.map((s, i) => ({
                    id: i,
                    value: s.events,
                    label: sliceOf(s),
                    color: colors[s.situation],
                  })),
                },
              ]}
            />
            <Typography component="ul" variant="body2" sx={visuallyHidden} aria-label={t('perSituation')}>
              {situations.map((s) => (
                <li key={s.situation}>{sliceOf(s)}</li>
              ))}
            </Typography>
          </>
        )}
      </WidgetCard>
      <WidgetCard title={t('occupancy')} wide>
        {peak && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('occupancySummary', {
              booked: days[0].booked,
              total: days[0].total,
              peak: peak.booked,
              peakDate: showDate(peak.date),
            })}
          </Typography>
        )}
        <BarChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'band', data: days.map((d) => showDate(d.date).slice(0, 5)) }]}
          yAxis={[{ max: Math.max(1, days[0]?.total ?? 1) }]}
          series={[
            {
              id: 'booked',
              label: t('booked'),
              data: days.map((d) => d.booked),
              stack: 'rooms',
              color: colors.CONFIRMED,
            },
            {
              id: 'held',
              label: t('held'),
              data: days.map((d) => d.held),
              stack: 'rooms',
              color: colors.NEGOTIATION,
            },
          ]}
        />
      </WidgetCard>
    </>
  )
}
