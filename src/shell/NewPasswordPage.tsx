import { useState, type FormEvent } from 'react'
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import { useT } from '../i18n/useT'
import { http, HttpError } from '../providers/http'
import { isEmail } from './emailRule'
import Field from './Field'
import Notice from './Notice'
import { errorText, messageText } from './messages'
import { shellState } from './navigation'
import { failingPasswordRules } from './passwordRules'
import ShellLayout from './ShellLayout'

type Values = { email: string; activationKey: string; password: string; confirmationPassword: string }
type Errors = Partial<Record<keyof Values, string[]>>

/** Spec §8: a wrong key answers "Not Found", an expired one says so in its original message. */
const unblockErrors = {
  'Not Found': 'auth.invalidActivationKey',
  'activation key expired': 'auth.activationKeyExpired',
  'auth.activationKeyExpired': 'auth.activationKeyExpired',
}

/** /new-password/:email?/:activationKey? — values given by the route are locked. */
export default function NewPasswordPage() {
  const t = useT()
  const navigate = useNavigate()
  const notice = shellState(useLocation().state).notice
  const params = useParams()
  const [values, setValues] = useState<Values>({
    email: params.email ?? '',
    activationKey: params.activationKey ?? '',
    password: '',
    confirmationPassword: '',
  })
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<Errors>({})
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const required = (field: string) => messageText(t, { key: 'error.required', params: { field } })
  const errors: Errors = {
    email: !values.email.trim()
      ? [required('newPassword.email')]
      : !isEmail(values.email)
        ? [t('validation.email')]
        : [],
    activationKey: values.activationKey.trim() ? [] : [required('newPassword.activationKey')],
    // The rules show while typing, each on its own line, so the person sees what is still missing.
    password:
      submitted || values.password ? failingPasswordRules(values.password).map((rule) => t(rule)) : [],
    confirmationPassword: !values.confirmationPassword
      ? [required('newPassword.confirmation')]
      : values.confirmationPassword !== values.password
        ? [t('password.mismatch')]
        : [],
  }
  const shown = (name: keyof Values) => [
    ...(submitted || name === 'password' ? errors[name]! : []),
    ...(serverErrors[name] ?? []),
  ]
  const set = (name: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }))
    setServerErrors((s) => ({ ...s, [name]: [] }))
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    setSubmitted(true)
    if (Object.values(errors).some((list) => list && list.length)) return
    setBusy(true)
    setError(undefined)
    try {
      await http('/cm-oauth/admin/user/unblock', {
        method: 'PUT',
        json: { ...values, email: values.email.trim(), activationKey: values.activationKey.trim() },
        anonymous: true,
      })
      navigate('/login', { state: { notice: 'newPassword.success' } })
    } catch (err) {
      const fieldErrors: Errors = {}
      if (err instanceof HttpError && err.status === 400 && err.body.errors.length) {
        for (const fe of err.body.errors) (fieldErrors[fe.field as keyof Values] ??= []).push(t(fe.message))
        setServerErrors(fieldErrors)
      } else setError(errorText(t, err, unblockErrors))
    } finally {
      setBusy(false)
    }
  }

  return (
    <ShellLayout title={t('newPassword.title')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, mt: 1 }}>
        {notice && <Notice severity="info">{t(notice)}</Notice>}
        {error && <Notice severity="error">{error}</Notice>}
        <Field
          name="email"
          type="email"
          label={t('newPassword.email')}
          value={values.email}
          onChange={set('email')}
          readOnly={Boolean(params.email)}
          autoComplete="username"
          required
          errors={shown('email')}
        />
        <Field
          name="activationKey"
          label={t('newPassword.activationKey')}
          value={values.activationKey}
          onChange={set('activationKey')}
          readOnly={Boolean(params.activationKey)}
          autoComplete="one-time-code"
          required
          errors={shown('activationKey')}
        />
        <Field
          name="password"
          type="password"
          label={t('newPassword.password')}
          value={values.password}
          onChange={set('password')}
          autoComplete="new-password"
          required
          errors={shown('password')}
          hint={t('newPassword.rules')}
        />
        <Field
          name="confirmationPassword"
          type="password"
          label={t('newPassword.confirmation')}
          value={values.confirmationPassword}
          onChange={set('confirmationPassword')}
          autoComplete="new-password"
          required
          errors={shown('confirmationPassword')}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t('newPassword.submit')}
        </Button>
        <Link component={RouterLink} to="/login" variant="body2">
          {t('shell.backToLogin')}
        </Link>
      </Box>
    </ShellLayout>
  )
}
