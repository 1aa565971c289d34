import { useNotify, useTranslate } from 'react-admin'
import LinearProgress from '@mui/material/LinearProgress'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import Download from '@mui/icons-material/Download'
import HeaderBell from '../../widgets/HeaderBell'
import { showDate } from '../../../common/format'
import { errorMessage } from '../../providers/errors'
import { downloadReport } from './api'
import type { ReportEntry } from './types'
import { useReportBell } from './useReportBell'

/**
 * The report bell of the header (spec §1, §3 file-report notices): the person's reports with
 * their progress; a generated one downloads on click, a failed one shows why. The badge counts
 * the reports still being generated.
 */
export default function ReportBell() {
  const translate = useTranslate()
  const notify = useNotify()
  const { reports, isLoading, error } = useReportBell()
  const running = reports.filter((r) => r.status === 'GENERATING').length
  const title = (r: ReportEntry) => translate(`menu.report.${r.type}`)
  const download = (r: ReportEntry) =>
    downloadReport(r).catch((e: unknown) => notify(errorMessage(e, translate), { type: 'error' }))

  const item = (r: ReportEntry) => {
    const when = showDate(r.createdAt, true)
    if (r.status === 'GENERATED')
      return (
        <ListItemButton key={r.reference} divider onClick={() => void download(r)}>
          <ListItemText
            primary={title(r)}
            secondary={`${when} · ${translate('reports.bell.download', { file: r.fileName ?? '' })}`}
          />
        </ListItemButton>
      )
    return (
      <ListItem key={r.reference} divider>
        <ListItemText
          primary={title(r)}
          secondary={
            r.status === 'ERROR'
              ? `${when} · ${translate('reports.bell.failed', { reason: r.error ?? '' })}`
              : `${when} · ${translate('reports.bell.generating', { progress: r.progress })}`
          }
          slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
        />
        {r.status === 'GENERATING' && (
          <LinearProgress
            variant="determinate"
            value={r.progress}
            aria-label={translate('reports.bell.progress', { report: title(r) })}
            sx={{ position: 'absolute', left: 16, right: 16, bottom: 4 }}
          />
        )}
      </ListItem>
    )
  }

  return (
    <HeaderBell
      label={translate('reports.bell.label', { count: running })}
      icon={<Download />}
      badge={{ content: running, color: 'secondary', testId: 'report-badge' }}
      title={translate('reports.bell.title')}
      width={380}
    >
      {() =>
        isLoading ? (
          <LinearProgress aria-label={translate('app.loading')} sx={{ m: 2 }} />
        ) : error ? (
          <Typography variant="body2" color="error" sx={{ px: 2, py: 1 }}>
            {errorMessage(error, translate)}
          </Typography>
        ) : reports.length === 0 ? (
          <Typography variant="body2" sx={{ px: 2, py: 1 }}>
            {translate('reports.bell.empty')}
          </Typography>
        ) : (
          <List dense aria-label={translate('reports.bell.title')}>
            {reports.map(item)}
          </List>
        )
      }
    </HeaderBell>
  )
}
