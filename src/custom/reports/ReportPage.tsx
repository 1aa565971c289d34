import { useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Title, useLocale, useResourceContext, useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CircularProgress from '@mui/material/CircularProgress'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { errorMessage } from '../../providers/errors'
import { pageSx } from '../../widgets/pageSx'
import { conversionChart, DIMENSIONS, type Dimension } from './conversionChart'
import GenerateFile from './GenerateFile'
import PreviewTable from './PreviewTable'
import ReportChart from './ReportChart'
import ReportOptionsForm, { wholeDates } from './ReportOptionsForm'
import ReportPanels from './ReportPanels'
import type { ReportOptions } from './types'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

const defaults: ReportOptions = { dateParameter: 'PERIOD', orderBy: 'START_DATE', chartType: 'BAR' }

/**
 * /app/report/<type> (event-domain.md §2–4, §9): the options, a chart and the first rows of the
 * result, and "generate file" for the whole of it. The preview is read again only on "show", so a
 * half-typed date does not ask the server at every keystroke.
 */
export default function ReportPage() {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const type = (useResourceContext() ?? 'report/event').replace(/^report\//, '')
  const [draft, setDraft] = useState<ReportOptions>(defaults)
  const [applied, setApplied] = useState<ReportOptions>(defaults)
  const locale = useLocale()
  const result = useQuery({
    // The language is part of the key: switching it reads the chart's words again.
    queryKey: ['eventdesk', 'report', type, applied, locale],
    queryFn: ({ signal }) => dataProvider.readReportData(type, applied, locale, signal),
    placeholderData: keepPreviousData,
    retry: false,
  })
  const data = result.data
  // The conversion chart can be grouped by origin, event type or coordinator (its rows hold all three).
  const [dimension, setDimension] = useState<Dimension>('ORIGIN')
  const chart = data && type === 'conversion' ? conversionChart(data, dimension, translate) : data?.chart
  return (
    <Box sx={pageSx}>
      <Title title={translate(`menu.report.${type}`)} />
      <Card sx={{ mb: 2 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <ReportOptionsForm type={type} value={draft} onChange={setDraft} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
            <Button variant="outlined" onClick={() => setApplied(wholeDates(draft))}>
              {translate('reports.show')}
            </Button>
            <GenerateFile type={type} options={applied} />
          </Box>
        </CardContent>
      </Card>
      {result.isLoading ? (
        <CircularProgress aria-label={translate('app.loading')} />
      ) : result.error ? (
        <Alert severity="error">{errorMessage(result.error, translate)}</Alert>
      ) : data && data.total === 0 ? (
        <Alert severity="info">{translate('reports.empty')}</Alert>
      ) : data ? (
        <>
          <Card sx={{ mb: 2 }} data-testid="report-chart">
            <CardContent>
              {type === 'conversion' && (
                <TextField
                  select
                  size="small"
                  label={translate('reports.chartGroupBy')}
                  value={dimension}
                  onChange={(e) => setDimension(e.target.value as Dimension)}
                  sx={{ minWidth: 200, mb: 1 }}
                >
                  {DIMENSIONS.map((d) => (
                    <MenuItem key={d} value={d}>
                      {translate(`report.dimension.${d}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              <ReportChart chart={chart ?? data.chart} />
            </CardContent>
          </Card>
          {data.panels && <ReportPanels panels={data.panels} />}
          <Card>
            <CardContent>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {translate('reports.previewOf', { shown: data.rows.length, total: data.total })}
              </Typography>
              <PreviewTable data={data} />
            </CardContent>
          </Card>
        </>
      ) : null}
    </Box>
  )
}
