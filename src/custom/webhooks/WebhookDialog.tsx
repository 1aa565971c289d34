import { useState } from 'react'
import { useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import { HttpError } from '../../providers/http'
import { WEBHOOK_TYPES, type Webhook, type WebhookDraft, type WebhookType } from './types'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

const blank: WebhookDraft = { url: '', events: [], secret: '', active: true }

/**
 * Creates or edits a webhook: URL, the event types as checkboxes, the secret (write-only: an edit
 * shows it empty and keeps the stored one unless a new one is typed) and whether it is active.
 * The server's field errors (a private address, a short secret) show under their field.
 */
export default function WebhookDialog({
  webhook,
  onClose,
  onSaved,
}: {
  /** null: a new webhook. */
  webhook: Webhook | null
  onClose: () => void
  onSaved: () => void
}) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const [draft, setDraft] = useState<WebhookDraft>(
    webhook
      ? {
          id: webhook.id,
          url: webhook.url,
          events: webhook.events,
          secret: '',
          active: webhook.active,
          version: webhook.version,
        }
      : blank,
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const [made, setMade] = useState<string | null>(null)
  const toggle = (type: WebhookType) =>
    setDraft((d) => ({
      ...d,
      events: d.events.includes(type) ? d.events.filter((t) => t !== type) : [...d.events, type],
    }))
  const save = async () => {
    const local: Record<string, string> = {}
    if (!draft.url.trim()) local.url = 'ra.validation.required'
    if (!draft.events.length) local.events = 'webhook.eventsRequired'
    setErrors(local)
    if (Object.keys(local).length) return
    setSaving(true)
    try {
      const saved = await dataProvider.saveWebhook({ ...draft, url: draft.url.trim() })
      // A secret the server made is answered this once: shown before the dialog closes.
      if (saved.secret) setMade(saved.secret)
      else onSaved()
    } catch (err) {
      const fields = err instanceof HttpError ? err.body.errors : []
      const byField = Object.fromEntries(fields.map((f) => [f.field.split(/[.[/]/)[0], f.message]))
      setErrors(
        Object.keys(byField).length
          ? byField
          : { form: err instanceof HttpError ? err.body.message : 'error.requestFailed' },
      )
    } finally {
      setSaving(false)
    }
  }
  const title = translate(webhook ? 'webhook.edit' : 'webhook.new')
  if (made)
    return (
      <Dialog open onClose={onSaved} aria-label={title} fullWidth maxWidth="sm">
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="warning">{translate('webhook.secretMade')}</Alert>
            <TextField
              label={translate('webhook.fields.secret')}
              value={made}
              slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onSaved}>
            {translate('ra.action.close')}
          </Button>
        </DialogActions>
      </Dialog>
    )
  return (
    <Dialog open onClose={onClose} aria-label={title} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={translate('webhook.fields.url')}
            value={draft.url}
            onChange={(e) => setDraft({ ...draft, url: e.target.value })}
            error={!!errors.url}
            helperText={errors.url ? translate(errors.url) : translate('webhook.urlHelp')}
            fullWidth
          />
          <FormControl error={!!errors.events} component="fieldset">
            <FormLabel component="legend">{translate('webhook.fields.events')}</FormLabel>
            <FormGroup>
              {WEBHOOK_TYPES.map((type) => (
                <FormControlLabel
                  key={type}
                  control={<Checkbox checked={draft.events.includes(type)} onChange={() => toggle(type)} />}
                  label={`${translate(`webhook.types.${type.replace('.', '_')}`)} (${type})`}
                />
              ))}
            </FormGroup>
            {errors.events ? <FormHelperText>{translate(errors.events)}</FormHelperText> : null}
          </FormControl>
          <TextField
            label={translate('webhook.fields.secret')}
            type="password"
            autoComplete="new-password"
            value={draft.secret}
            onChange={(e) => setDraft({ ...draft, secret: e.target.value })}
            error={!!errors.secret}
            helperText={
              errors.secret
                ? translate(errors.secret)
                : translate(webhook ? 'webhook.secretKeep' : 'webhook.secretHelp')
            }
            fullWidth
          />
          <FormControlLabel
            control={
              <Switch
                checked={draft.active}
                onChange={(e) => setDraft({ ...draft, active: e.target.checked })}
              />
            }
            label={translate('webhook.fields.active')}
          />
          {errors.form ? <FormHelperText error>{translate(errors.form)}</FormHelperText> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
