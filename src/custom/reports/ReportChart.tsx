import { useLocale, useTranslate } from 'react-admin'
import Typography from '@mui/material/Typography'
import { BarChart } from '@mui/x-charts/BarChart'
import { LineChart } from '@mui/x-charts/LineChart'
import { PieChart } from '@mui/x-charts/PieChart'
import { sliceText } from '../../widgets/sliceText'
import { visuallyHidden } from '../../widgets/visuallyHidden'
import { chartFormat } from './chartFormat'
import { lying, shapeSeries, stacked } from './chartShape'
import type { Chart } from './types'

const HEIGHT = 320

/**
 * The /data answer's chart in the chosen type. A pie shows one series (the sum of every series per
 * label), since a pie of several series would not read. Titles and series come translated from the
 * server; numbers, months and axis ticks are written here in the person's language.
 */
export default function ReportChart({ chart }: { chart: Chart }) {
  const translate = useTranslate()
  const locale = useLocale()
  if (chart.labels.length === 0 || chart.series.length === 0)
    return <Typography variant="body2">{translate('reports.noChart')}</Typography>
  const f = chartFormat(locale)
  const labels = chart.labels.map(f.label)
  const shaped = shapeSeries(chart, translate('reports.others'))
  const stack = stacked(shaped) ? 'total' : undefined
  const series = shaped.map((s) => ({
    ...s,
    valueFormatter: (v: number | null) => (v === null ? '' : f.full(v)),
  }))
  if (chart.type === 'PIE') {
    const values = labels.map((_, i) => chart.series.reduce((sum, s) => sum + (s.data[i] ?? 0), 0))
    const total = values.reduce((sum, v) => sum + v, 0)
    // Each slice named with its value and share, in the legend and for screen readers.
    const data = labels.map((label, i) => ({
      id: i,
      label: sliceText(label, f.full(values[i]), values[i], total, locale),
      value: values[i],
    }))
    return (
      <>
        <PieChart
          height={HEIGHT}
          series={[{ data, innerRadius: 40, valueFormatter: (v) => f.full(v.value) }]}
        />
        <Typography component="ul" variant="body2" sx={visuallyHidden}>
          {data.map((d) => (
            <li key={d.id}>{d.label}</li>
          ))}
        </Typography>
      </>
    )
  }
  // Ticks are short (`250 mil`, `1,2 mi`) and the axis as wide as its longest one, so none is cut.
  const yAxis = [{ width: 'auto' as const, valueFormatter: (v: number) => f.tick(v) }]
  const xAxis = [{ scaleType: 'band' as const, data: labels }]
  if (chart.type === 'LINE')
    return (
      <LineChart
        height={HEIGHT}
        xAxis={[{ ...xAxis[0], scaleType: 'point' as const }]}
        yAxis={yAxis}
        series={series}
      />
    )
  if (lying(chart))
    return (
      <BarChart
        layout="horizontal"
        // A row per name, so none is skipped for want of room (the tallest bar had no name).
        height={Math.max(HEIGHT, 48 + labels.length * 28)}
        yAxis={[{ scaleType: 'band', data: labels, width: 'auto', tickLabelInterval: () => true }]}
        xAxis={[{ valueFormatter: (v: number) => f.tick(v) }]}
        series={series}
      />
    )
  return (
    <BarChart height={HEIGHT} xAxis={xAxis} yAxis={yAxis} series={series.map((s) => ({ ...s, stack }))} />
  )
}
