import { useState } from 'react'
import { useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Delete from '@mui/icons-material/Delete'
import type { Signer } from './documentsApi'

interface Props {
  open: boolean
  busy: boolean
  error?: string
  /** Field errors of the last try, by `signers[i].name` / `signers[i].email`. */
  fieldErrors: Record<string, string>
  initial: Signer[]
  onClose: () => void
  onSend: (signers: Signer[]) => void
}

/** Who signs the document: one row per signer (name and e-mail), sent through the e-signature port. */
export default function SignatureDialog({ open, busy, error, fieldErrors, initial, onClose, onSend }: Props) {
  const translate = useTranslate()
  const [signers, setSigners] = useState<Signer[]>(initial.length ? initial : [{ name: '', email: '' }])
  const change = (i: number, field: 'name' | 'email', value: string) =>
    setSigners((all) => all.map((s, j) => (j === i ? { ...s, [field]: value } : s)))
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('documents.tab.signTitle')}</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <Stack spacing={2} sx={{ mt: 1 }}>
          {signers.map((s, i) => (
            <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label={translate('documents.tab.signerName')}
                value={s.name}
                onChange={(e) => change(i, 'name', e.target.value)}
                error={!!fieldErrors[`signers[${i}].name`]}
                helperText={fieldErrors[`signers[${i}].name`]}
                size="small"
                fullWidth
              />
              <TextField
                label={translate('documents.tab.signerEmail')}
                value={s.email}
                type="email"
                onChange={(e) => change(i, 'email', e.target.value)}
                error={!!fieldErrors[`signers[${i}].email`]}
                helperText={fieldErrors[`signers[${i}].email`]}
                size="small"
                fullWidth
              />
              <IconButton
                aria-label={translate('documents.tab.removeSigner')}
                onClick={() => setSigners((all) => all.filter((_, j) => j !== i))}
                disabled={signers.length === 1}
              >
                <Delete />
              </IconButton>
            </Stack>
          ))}
          <Button onClick={() => setSigners((all) => [...all, { name: '', email: '' }])}>
            {translate('documents.tab.addSigner')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => onSend(signers)}>
          {translate('documents.tab.send')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
