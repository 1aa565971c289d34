import { useState } from 'react'
import { useTranslate } from 'react-admin'
import NotesField from '../../../widgets/NotesField'
import ConfirmActionDialog from './ConfirmActionDialog'

interface Props {
  name: string
  busy: boolean
  onConfirm: (reason: string) => void
  onClose: () => void
}

/** Discarding a requester needs a reason and cannot be undone within the event (spec §3). */
export default function DiscardRequesterDialog({ name, busy, onConfirm, onClose }: Props) {
  const translate = useTranslate()
  const [reason, setReason] = useState('')
  return (
    <ConfirmActionDialog
      open
      busy={busy}
      ready={!!reason.trim()}
      title={translate('events.requesters.discardTitle', { name })}
      text={translate('events.requesters.discardWarning')}
      onConfirm={() => onConfirm(reason.trim())}
      onClose={onClose}
    >
      <NotesField
        autoFocus
        required
        fullWidth
        margin="normal"
        id="discard-reason"
        label={translate('events.requesters.fields.discardReason')}
        value={reason}
        onChange={setReason}
        maxLength={500}
      />
    </ConfirmActionDialog>
  )
}
