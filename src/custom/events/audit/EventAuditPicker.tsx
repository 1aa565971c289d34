import { useState, type FormEvent } from 'react'
import { useTranslate } from 'react-admin'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import EventAuditModal from './EventAuditModal'
import { useModalRoute } from '../useModalRoute'

/**
 * `/modal/event-audit` over a page that is not one event's (the list, the dashboard): the modal
 * first asks which event, then shows its audit; closing returns to the page under it.
 */
export default function EventAuditPicker() {
  const translate = useTranslate()
  const { close } = useModalRoute('event-audit')
  const [code, setCode] = useState('')
  const [eventId, setEventId] = useState<number>()
  const valid = /^\d{1,15}$/.test(code.trim()) && Number(code) > 0
  if (eventId) return <EventAuditModal eventId={eventId} onClose={close} />
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (valid) setEventId(Number(code))
  }
  return (
    <Dialog open onClose={close} fullWidth maxWidth="xs" aria-labelledby="event-audit-pick-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="event-audit-pick-title">{translate('events.audit.pickTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('events.audit.eventCode')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={code !== '' && !valid}
            helperText={code !== '' && !valid ? translate('events.audit.eventCodeInvalid') : ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!valid}>
            {translate('events.audit.show')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
