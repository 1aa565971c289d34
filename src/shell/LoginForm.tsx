import { useState, type FormEvent } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import { useT } from '../i18n/useT'
import Field from './Field'
import Notice from './Notice'
import { isTechnicalUsername, validateLogin, type LoginErrors, type LoginValues } from './loginRules'
import { messageText } from './messages'
import ShellForm from './ShellForm'

interface Props {
  initialUsername?: string
  /** Server or session message to show above the form (already translated). */
  error?: string
  notice?: string
  onSubmit: (values: LoginValues, technical: boolean) => Promise<void>
  /** Present when remembered accounts exist: goes back to the list. */
  onShowAccounts?: () => void
}

/** Username, password and — for provider support staff only — the company code. */
export default function LoginForm({ initialUsername = '', error, notice, onSubmit, onShowAccounts }: Props) {
  const t = useT()
  const [values, setValues] = useState<LoginValues>({ username: initialUsername, password: '', code: '' })
  const [errors, setErrors] = useState<LoginErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const technical = isTechnicalUsername(values.username)

  const change = (name: keyof LoginValues) => (value: string) => {
    const next = { ...values, [name]: value }
    // When the username stops being a provider address, the code it needed goes away too.
    if (name === 'username' && !isTechnicalUsername(value)) next.code = ''
    setValues(next)
    if (submitted) setErrors(validateLogin(next))
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    setSubmitted(true)
    const found = validateLogin(values)
    setErrors(found)
    if (Object.keys(found).length) return
    setBusy(true)
    try {
      await onSubmit(values, technical)
    } finally {
      setBusy(false)
    }
  }

  /** What every input takes from its name: its label is `login.<name>`, as its messages say. */
  const bind = (name: keyof LoginValues) => ({
    name,
    label: t(`login.${name}`),
    value: values[name],
    onChange: change(name),
    required: true,
    errors: errors[name] ? [messageText(t, errors[name]!)] : [],
  })

  return (
    <ShellForm
      onSubmit={submit}
      submitLabel={t('login.submit')}
      busy={busy}
      error={error}
      intro={notice && <Notice severity="success">{notice}</Notice>}
      footer={
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          {!technical && (
            <Link component={RouterLink} to="/forgot" variant="body2">
              {t('login.forgot')}
            </Link>
          )}
          {onShowAccounts && (
            <Link component="button" type="button" variant="body2" onClick={onShowAccounts}>
              {t('login.backToAccounts')}
            </Link>
          )}
        </Box>
      }
    >
      <Field {...bind('username')} autoComplete="username" autoFocus={!initialUsername} />
      <Field
        {...bind('password')}
        type="password"
        autoComplete="current-password"
        autoFocus={Boolean(initialUsername)}
      />
      {technical && <Field {...bind('code')} autoComplete="organization" />}
    </ShellForm>
  )
}
