import { useState, type FormEvent } from 'react'
import { Link as RouterLink, useNavigate } from 'react-router-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useT } from '../i18n/useT'
import { http } from '../providers/http'
import { isEmail } from './emailRule'
import Field from './Field'
import Notice from './Notice'
import { errorText, messageText } from './messages'
import ShellLayout from './ShellLayout'

/** Spec §8: the recover-password failures are told apart by the server's text. */
const recoverErrors = {
  'not able to send e-mail to': 'auth.emailFailed',
  'not user found': 'auth.userNotFound',
}

/** /forgot: asks for a recovery e-mail, then continues at /new-password/{email}. */
export default function ForgotPage() {
  const t = useT()
  const navigate = useNavigate()
  const [email, setEmail] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const invalid = !email.trim()
    ? messageText(t, { key: 'error.required', params: { field: 'forgot.email' } })
    : !isEmail(email)
      ? t('validation.email')
      : undefined

  async function submit(e: FormEvent) {
    e.preventDefault()
    setSubmitted(true)
    if (invalid) return
    setBusy(true)
    setError(undefined)
    try {
      const address = email.trim()
      await http('/events/events-users/recover-password', {
        method: 'POST',
        query: { email: address },
        anonymous: true,
      })
      navigate(`/new-password/${encodeURIComponent(address)}`, { state: { notice: 'forgot.sent' } })
    } catch (err) {
      setError(errorText(t, err, recoverErrors))
    } finally {
      setBusy(false)
    }
  }

  return (
    <ShellLayout title={t('forgot.title')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, mt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('forgot.intro')}
        </Typography>
        {error && <Notice severity="error">{error}</Notice>}
        <Field
          name="email"
          type="email"
          label={t('forgot.email')}
          value={email}
          onChange={setEmail}
          autoComplete="email"
          autoFocus
          required
          errors={submitted && invalid ? [invalid] : []}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t('forgot.submit')}
        </Button>
        <Link component={RouterLink} to="/login" variant="body2">
          {t('shell.backToLogin')}
        </Link>
      </Box>
    </ShellLayout>
  )
}
