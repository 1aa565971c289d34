import { useState } from 'react'
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
import { useFormSubmit } from './useFormSubmit'

type Values = { email: string; activationKey: string; password: string; confirmationPassword: string }
type Errors = Partial<Record<keyof Values, string[]>>

/** Each input's label, which its "must be informed" message names too. */
const LABELS: Record<keyof Values, string> = {
  email: 'newPassword.email',
  activationKey: 'newPassword.activationKey',
  password: 'newPassword.password',
  confirmationPassword: 'newPassword.confirmation',
}

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
  const [serverErrors, setServerErrors] = useState<Errors>({})

  const required = (name: keyof Values) =>
    messageText(t, { key: 'error.required', params: { field: LABELS[name] } })
  const errors: Errors = {
    email: !values.email.trim() ? [required('email')] : !isEmail(values.email) ? [t('validation.email')] : [],
    activationKey: values.activationKey.trim() ? [] : [required('activationKey')],
    // The rules show while typing, each on its own line, so the person sees what is still missing.
    password: failingPasswordRules(values.password).map((rule) => t(rule)),
    confirmationPassword: !values.confirmationPassword
      ? [required('confirmationPassword')]
      : values.confirmationPassword !== values.password
        ? [t('password.mismatch')]
        : [],
  }

  const send = async () => {
    await http('/cm-oauth/admin/user/unblock', {
      method: 'PUT',
      json: { ...values, email: values.email.trim(), activationKey: values.activationKey.trim() },
      anonymous: true,
    })
    navigate('/login', { state: { notice: 'newPassword.success' } })
  }
  // A refused field is said at the field; any other failure above the form.
  const explain = (err: unknown) => {
    if (!(err instanceof HttpError && err.status === 400 && err.body.errors.length))
      return errorText(t, err, unblockErrors)
    const fieldErrors: Errors = {}
    for (const fe of err.body.errors) (fieldErrors[fe.field as keyof Values] ??= []).push(t(fe.message))
    setServerErrors(fieldErrors)
  }
  const invalid = Object.values(errors).some((list) => list && list.length)
  const { submitted, form } = useFormSubmit(invalid, send, explain)

  /** What every input takes from its name; a value given by the route is locked. */
  const bind = (name: keyof Values) => ({
    name,
    label: t(LABELS[name]),
    value: values[name],
    onChange: (value: string) => {
      setValues((v) => ({ ...v, [name]: value }))
      setServerErrors((s) => ({ ...s, [name]: [] }))
    },
    readOnly: Boolean(params[name]),
    required: true,
    // The password's rules show while typing; the rest once the person tried to send.
    errors: [
      ...(submitted || (name === 'password' && values.password) ? errors[name]! : []),
      ...(serverErrors[name] ?? []),
    ],
  })

  return (
    <ShellLayout title={t('newPassword.title')}>
      <ShellForm
        {...form}
        submitLabel={t('newPassword.submit')}
        intro={notice && <Notice severity="info">{t(notice)}</Notice>}
        footer={<BackToLogin />}
      >
        <Field {...bind('email')} type="email" autoComplete="username" />
        <Field {...bind('activationKey')} autoComplete="one-time-code" />
        <Field
          {...bind('password')}
          type="password"
          autoComplete="new-password"
          hint={t('newPassword.rules')}
        />
        <Field {...bind('confirmationPassword')} type="password" autoComplete="new-password" />
      </ShellForm>
    </ShellLayout>
  )
}
