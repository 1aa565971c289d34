import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLocaleState, useNotify, useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import { showDate } from '../../../../common/format'
import { useEventdeskDataProvider } from '../../../providers/useEventdeskDataProvider'

const columns = ['dateHour', 'user', 'action', 'origin', 'field', 'from', 'to'] as const

/**
 * The audit trail of an event, newest first, opened at `<current path>/modal/event-audit`.
 * A failed audit call shows the usage-audit error (snackbar) and says so in the modal.
 */
export default function EventAuditModal({ eventId, onClose }: { eventId: number; onClose: () => void }) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  const [locale] = useLocaleState()
  // The server words the rows in the person's language; another language is another answer.
  const { data, isPending, isError } = useQuery({
    queryKey: ['eventdesk', 'event-audit', eventId, locale],
    queryFn: ({ signal }) => dataProvider.eventAudit(eventId, locale, signal),
    retry: false,
  })
  useEffect(() => {
    if (isError) notify('events.audit.failed', { type: 'error' })
  }, [isError, notify])

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={phone}
      aria-labelledby="event-audit-title"
    >
      <DialogTitle id="event-audit-title">{translate('events.audit.title', { id: eventId })}</DialogTitle>
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby="event-audit-title">
        {isPending ? <CircularProgress aria-label={translate('events.audit.loading')} /> : null}
        {isError ? <Alert severity="error">{translate('events.audit.failed')}</Alert> : null}
        {data?.length === 0 ? (
          <Typography color="text.secondary">{translate('events.audit.empty')}</Typography>
        ) : null}
        {data?.length ? (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby="event-audit-title">
              <TableHead>
                <TableRow>
                  {columns.map((c) => (
                    <TableCell key={c} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                      {translate(`events.audit.columns.${c}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((row, i) => (
                  <TableRow key={row.id ?? i}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {showDate(String(row.dateHour).slice(0, 19), true)}
                    </TableCell>
                    <TableCell>{row.user ?? ''}</TableCell>
                    <TableCell>{row.actionText}</TableCell>
                    <TableCell>{row.originText}</TableCell>
                    <TableCell>{row.fieldText ?? ''}</TableCell>
                    <TableCell>{row.fromText ?? ''}</TableCell>
                    <TableCell>{row.toText ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
