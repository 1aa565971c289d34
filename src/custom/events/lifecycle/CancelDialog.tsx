import { useState } from 'react'
import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import ReferenceInput from '../../../widgets/ReferenceInput'
import type { ActionExtra } from './actions'
import ConfirmActionDialog from './ConfirmActionDialog'

interface Props {
  open: boolean
  busy: boolean
  onConfirm: (extra: ActionExtra) => void
  onClose: () => void
}

/** Cancelling asks why (a cancellation reason, required) and lets the person add an observation. */
export default function CancelDialog({ open, busy, onConfirm, onClose }: Props) {
  const translate = useTranslate()
  const [reason, setReason] = useState<{ id: number } | undefined>()
  const [observation, setObservation] = useState('')
  return (
    <ConfirmActionDialog
      open={open}
      busy={busy}
      ready={!!reason}
      title={translate('events.actions.cancel')}
      text={translate('events.dialogs.cancel')}
      onClose={onClose}
      onConfirm={() =>
        onConfirm({ reason, ...(observation.trim() ? { observation: observation.trim() } : {}) })
      }
    >
      <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
        <ReferenceInput
          id="cancel-reason"
          label={translate('events.dialogs.cancelReason')}
          target="cancellation-reason"
          value={reason}
          onChange={(v) => setReason(Array.isArray(v) ? v[0] : v)}
          required
        />
        <TextField
          id="cancel-observation"
          label={translate('events.dialogs.cancelObservation')}
          value={observation}
          onChange={(e) => setObservation(e.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </Box>
    </ConfirmActionDialog>
  )
}
