import type { ReactNode } from 'react'
import { useTranslate } from 'react-admin'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'

interface Props {
  open: boolean
  title: string
  text: string
  busy?: boolean
  /** The confirm button is off while the dialog's own fields are incomplete. */
  ready?: boolean
  onConfirm: () => void
  onClose: () => void
  children?: ReactNode
}

/** The yes/no question every lifecycle action asks before it is sent. */
export default function ConfirmActionDialog({
  open,
  title,
  text,
  busy = false,
  ready = true,
  onConfirm,
  onClose,
  children,
}: Props) {
  const translate = useTranslate()
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="action-dialog-title"
      aria-describedby="action-dialog-text"
      fullWidth
      maxWidth="sm"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (ready && !busy) onConfirm()
        }}
      >
        <DialogTitle id="action-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText id="action-dialog-text">{text}</DialogContentText>
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.message.no')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !ready}>
            {translate('ra.message.yes')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
