import { useQuery } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

function Payload({ title, value }: { title: string; value: unknown }) {
  const translate = useTranslate()
  return (
    <Box component="section" aria-label={title} sx={{ mt: 2 }}>
      <Typography variant="subtitle2">{title}</Typography>
      {value === null || value === undefined ? (
        <Typography variant="body2" color="text.secondary">
          {translate('integrationLog.nothing')}
        </Typography>
      ) : (
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 1,
            bgcolor: 'grey.100',
            borderRadius: 1,
            overflow: 'auto',
            maxHeight: 240,
            fontSize: 13,
          }}
        >
          {JSON.stringify(value, null, 2)}
        </Box>
      )}
    </Box>
  )
}

/** One row of the log with what was sent to and received from the other party. */
export default function LogDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const { data, isPending, isError } = useQuery({
    queryKey: ['eventdesk', 'integration-log', 'row', id],
    queryFn: () => dataProvider.readIntegrationLog(id!),
    enabled: id !== null,
    retry: false,
  })
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="log-detail-title">
      <DialogTitle id="log-detail-title">{translate('integrationLog.detail', { id: id ?? '' })}</DialogTitle>
      <DialogContent>
        {isPending ? <CircularProgress size={24} aria-label={translate('app.loading')} /> : null}
        {isError ? <Alert severity="error">{translate('integrationLog.loadFailed')}</Alert> : null}
        {data ? (
          <>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {data.message || translate('integrationLog.nothing')}
            </Typography>
            <Payload title={translate('integrationLog.request')} value={data.request} />
            <Payload title={translate('integrationLog.response')} value={data.response} />
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
