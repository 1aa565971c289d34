import { useTranslate } from 'react-admin'
import Typography from '@mui/material/Typography'
import { BarChart } from '@mui/x-charts/BarChart'
import { LineChart } from '@mui/x-charts/LineChart'
import { PieChart } from '@mui/x-charts/PieChart'
import type { Chart } from './types'

const HEIGHT = 320

/**
 * The /data answer's chart in the chosen type. A pie shows one series (the sum of every series per
 * label), since a pie of several series would not read.
 */
export default function ReportChart({ chart }: { chart: Chart }) {
  const translate = useTranslate()
  if (chart.labels.length === 0 || chart.series.length === 0)
    return <Typography variant="body2">{translate('reports.noChart')}</Typography>
  const series = chart.series.map((s) => ({ id: s.id, label: s.label, data: s.data }))
  if (chart.type === 'PIE') {
    const data = chart.labels.map((label, i) => ({
      id: i,
      label,
      value: chart.series.reduce((sum, s) => sum + (s.data[i] ?? 0), 0),
    }))
    return <PieChart height={HEIGHT} series={[{ data, innerRadius: 40 }]} />
  }
  const xAxis = [{ scaleType: 'band' as const, data: chart.labels }]
  if (chart.type === 'LINE')
    return (
      <LineChart height={HEIGHT} xAxis={[{ ...xAxis[0], scaleType: 'point' as const }]} series={series} />
    )
  return <BarChart height={HEIGHT} xAxis={xAxis} series={series} />
}
