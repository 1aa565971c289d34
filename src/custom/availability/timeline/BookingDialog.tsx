import { useState } from 'react'
import { useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import DateField from '../../../widgets/DateField'
import { isWireDateTime } from '../../../../common/wire-dates'
import type { Booking, BookingDraft, DiaryEnvironment } from '../types'
import RateQuestion from './RateQuestion'
import { ratesToAsk } from './ratesToAsk'

interface Props {
  title: string
  rooms: DiaryEnvironment[]
  initial: BookingDraft
  /** The booking being moved (absent when creating): its room and agreed rate. */
  booking?: Booking
  busy?: boolean
  /** The last refusal, in words. */
  error?: string
  onSubmit: (draft: BookingDraft) => void
  onClose: () => void
}

/**
 * What the mouse does on the timeline (create on a room, move or resize a booking), by keyboard:
 * a room and a period, checked before anything is sent.
 */
export default function BookingDialog({
  title,
  rooms,
  initial,
  booking,
  busy,
  error,
  onSubmit,
  onClose,
}: Props) {
  const translate = useTranslate()
  const [draft, setDraft] = useState(initial)
  const rates = ratesToAsk(booking, draft.room, rooms)
  const valid = isWireDateTime(draft.start) && isWireDateTime(draft.end) && draft.end > draft.start
  return (
    <Dialog open onClose={onClose} aria-labelledby="booking-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="booking-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            select
            id="booking-room"
            label={translate('availability.timeline.room')}
            value={String(draft.room)}
            onChange={(e) => setDraft({ ...draft, room: Number(e.target.value) })}
          >
            {rooms.map((r) => (
              <MenuItem key={r.id} value={String(r.id)}>
                {r.name}
              </MenuItem>
            ))}
          </TextField>
          <DateField
            id="booking-start"
            time
            label={translate('availability.timeline.start')}
            value={draft.start}
            onChange={(v) => setDraft({ ...draft, start: v ?? '' })}
          />
          <DateField
            id="booking-end"
            time
            label={translate('availability.timeline.end')}
            value={draft.end}
            error={Boolean(draft.end) && isWireDateTime(draft.start) && draft.end <= draft.start}
            onChange={(v) => setDraft({ ...draft, end: v ?? '' })}
          />
          {rates ? (
            <RateQuestion
              agreed={rates.agreed}
              room={rates.room}
              value={draft.rate ?? 'KEEP'}
              onChange={(rate) => setDraft({ ...draft, rate })}
            />
          ) : null}
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!valid || busy}
          onClick={() => onSubmit({ ...draft, rate: rates ? (draft.rate ?? 'KEEP') : 'KEEP' })}
        >
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
