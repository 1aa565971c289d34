import { useState, type FormEvent } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { useT } from '../i18n/useT'
import { http, HttpError } from '../providers/http'
import { isEmail } from './emailRule'
import Field from './Field'
import Notice from './Notice'
import { errorText, messageText } from './messages'
import { shellState } from './navigation'
import { failingPasswordRules } from './passwordRules'
import ShellForm, { BackToLogin } from './ShellForm'
import ShellLayout from './ShellLayout'
import { usePageAction } from './usePageAction'

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
  // A refused field is said at the field; any other failure above the form.
  const { busy, error, run } = usePageAction((err) => {
    if (!(err instanceof HttpError && err.status === 400 && err.body.errors.length))
      return errorText(t, err, unblockErrors)
    const fieldErrors: Errors = {}
    for (const fe of err.body.errors) (fieldErrors[fe.field as keyof Values] ??= []).push(t(fe.message))
    setServerErrors(fieldErrors)
  })

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
  /** What every input of the form takes from its name; a value given by the route is locked. */
  const bind = (name: keyof Values) => ({
    readOnly: Boolean(params[name]),
    name,
    value: values[name],
    onChange: set(name),
    errors: shown(name),
  })

  async function submit(e: FormEvent) {
    e.preventDefault()
    setSubmitted(true)
    if (Object.values(errors).some((list) => list && list.length)) return
    await run(async () => {
      await http('/cm-oauth/admin/user/unblock', {
        method: 'PUT',
        json: { ...values, email: values.email.trim(), activationKey: values.activationKey.trim() },
        anonymous: true,
      })
      navigate('/login', { state: { notice: 'newPassword.success' } })
    })
  }

  return (
    <ShellLayout title={t('newPassword.title')}>
      <ShellForm
        onSubmit={submit}
        submitLabel={t('newPassword.submit')}
        busy={busy}
        error={error}
        intro={notice && <Notice severity="info">{t(notice)}</Notice>}
        footer={<BackToLogin />}
      >
        <Field
          {...bind('email')}
          type="email"
          label={t('newPassword.email')}
          autoComplete="username"
          required
        />
        <Field
          {...bind('activationKey')}
          label={t('newPassword.activationKey')}
          autoComplete="one-time-code"
          required
        />
        <Field
          {...bind('password')}
          type="password"
          label={t('newPassword.password')}
          autoComplete="new-password"
          required
          hint={t('newPassword.rules')}
        />
        <Field
          {...bind('confirmationPassword')}
          type="password"
          label={t('newPassword.confirmation')}
          autoComplete="new-password"
          required
        />
      </ShellForm>
    </ShellLayout>
  )
}
