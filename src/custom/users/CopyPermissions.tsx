import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useNotify, useTranslate } from 'react-admin'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import ContentCopy from '@mui/icons-material/ContentCopy'
import { errorMessage } from '../../providers/errors'
import type { EventsUser, PermissionAnswer } from './types'
import UserPicker from './UserPicker'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

interface Props {
  userId: number
  disabled?: boolean
  /** The copied levels, as the server now holds them. */
  onCopied: (answer: PermissionAnswer) => unknown
}

/** "Copy permissions from another user": pick the user, confirm that the current ones are replaced. */
export default function CopyPermissions({ userId, disabled, onCopied }: Props) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const [open, setOpen] = useState(false)
  const [from, setFrom] = useState<EventsUser | null>(null)
  const close = () => {
    setOpen(false)
    setFrom(null)
  }
  const copy = useMutation({
    mutationFn: (fromId: number) => dataProvider.copyLevels(userId, fromId),
    onSuccess: async (answer) => {
      notify('permissions.copied', { type: 'success', messageArgs: { email: from?.email ?? '' } })
      close()
      await onCopied(answer)
    },
    onError: (error) => notify(errorMessage(error, translate), { type: 'error' }),
  })
  return (
    <>
      <Button startIcon={<ContentCopy />} disabled={disabled} onClick={() => setOpen(true)}>
        {translate('permissions.copy')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="copy-permissions-title">
        <DialogTitle id="copy-permissions-title">{translate('permissions.copy')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('permissions.copyWarning')}</DialogContentText>
          <UserPicker
            label={translate('permissions.copyFrom')}
            value={from}
            onChange={setFrom}
            excludeId={userId}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            disabled={!from || copy.isPending}
            onClick={() => from && copy.mutate(from.id)}
          >
            {translate('permissions.copyConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
