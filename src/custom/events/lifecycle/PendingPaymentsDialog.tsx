import { useTranslate } from 'react-admin'
import ConfirmActionDialog from './ConfirmActionDialog'

interface Props {
  /** How many payments are pending (from the server's 409), or null when not asking. */
  pending: number | null
  busy: boolean
  onContinue: () => void
  onClose: () => void
}

/** Release for closing with payments still pending: the spec's question whether to continue. */
export default function PendingPaymentsDialog({ pending, busy, onContinue, onClose }: Props) {
  const translate = useTranslate()
  return (
    <ConfirmActionDialog
      open={pending !== null}
      busy={busy}
      title={translate('events.actions.releaseToClose')}
      text={`${translate('event.pendingPayments')} (${translate('events.dialogs.pendingCount', { smart_count: pending ?? 0 })})`}
      onConfirm={onContinue}
      onClose={onClose}
    />
  )
}
