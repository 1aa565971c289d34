import { useState } from 'react'
import {
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin'
import Alert, { type AlertColor } from '@mui/material/Alert'
import Snackbar from '@mui/material/Snackbar'

/** Spec §2, §9: top right, hidden after 4 s. */
export const SNACKBAR_MS = 4000

/**
 * The app's snackbar: one message at a time with its severity. react-admin's notify() says `info`
 * when the caller gives no type (its own "saved", "deleted" messages too), which is the spec's
 * default severity, success; warning and error keep theirs.
 */
export function severityOf(type: NotificationPayload['type'] | undefined): AlertColor {
  return type === 'error' || type === 'warning' ? type : 'success'
}

export default function AppNotification() {
  const translate = useTranslate()
  const { notifications, takeNotification } = useNotificationContext()
  const takeMutation = useTakeUndoableMutation()
  // The queue's head is the message on screen; it leaves the queue once its snackbar has gone,
  // and the next one (if any) shows then.
  const current = notifications[0]
  const [closing, setClosing] = useState(false)

  // Writes are pessimistic here; should an undoable one slip through, it still runs when its message goes.
  const exited = () => {
    if (current?.notificationOptions?.undoable) takeMutation()?.({ isUndo: false })
    takeNotification()
    setClosing(false)
  }

  if (!current) return null
  const { message, type, notificationOptions } = current
  const text = typeof message === 'string' ? translate(message, notificationOptions?.messageArgs) : message
  return (
    <Snackbar
      open={!closing}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={
        notificationOptions?.autoHideDuration === undefined
          ? SNACKBAR_MS
          : (notificationOptions.autoHideDuration ?? undefined)
      }
      onClose={(_, reason) => reason !== 'clickaway' && setClosing(true)}
      slotProps={{ transition: { onExited: exited } }}
    >
      <Alert
        severity={severityOf(type)}
        variant="filled"
        onClose={() => setClosing(true)}
        sx={{ width: '100%', maxWidth: 480 }}
      >
        {text}
      </Alert>
    </Snackbar>
  )
}
