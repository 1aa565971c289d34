import { useSyncExternalStore } from 'react'
import { useTranslate } from 'react-admin'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { currentAttention, dismissAttention, subscribeAttention } from '../providers/alerts'

/** The attention dialog for the channel's "status 401 reading DispatchChannel" (spec §8). */
export default function IntegrationErrorDialog() {
  const translate = useTranslate()
  const attention = useSyncExternalStore(subscribeAttention, currentAttention, currentAttention)
  const open = attention?.kind === 'integrationError'
  return (
    <Dialog open={open} onClose={dismissAttention} aria-labelledby="integration-error-title">
      <DialogTitle id="integration-error-title">{translate('integration.errorTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('integration.dispatchChannel')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={dismissAttention} autoFocus>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
