import { useState } from 'react'
import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import NotesField from '../../../widgets/NotesField'
import ReferenceInput from '../../../widgets/ReferenceInput'
import ActionDialog, { type ActionDialogProps } from './ActionDialog'

/** Cancelling asks why (a cancellation reason, required) and lets the person add an observation. */
export default function CancelDialog({ onConfirm, ...dialog }: ActionDialogProps) {
  const translate = useTranslate()
  const [reason, setReason] = useState<{ id: number } | undefined>()
  const [observation, setObservation] = useState('')
  return (
    <ActionDialog
      action="cancel"
      ready={!!reason}
      onConfirm={() =>
        onConfirm({ reason, ...(observation.trim() ? { observation: observation.trim() } : {}) })
      }
      {...dialog}
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
        <NotesField
          id="cancel-observation"
          label={translate('events.dialogs.cancelObservation')}
          value={observation}
          onChange={setObservation}
          maxLength={2000}
        />
      </Box>
    </ActionDialog>
  )
}
