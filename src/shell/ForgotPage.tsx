import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import Typography from '@mui/material/Typography'
import { useT } from '../i18n/useT'
import { http } from '../providers/http'
import { isEmail } from './emailRule'
import Field from './Field'
import { errorText, messageText } from './messages'
import ShellForm, { BackToLogin } from './ShellForm'
import ShellLayout from './ShellLayout'
import { usePageAction } from './usePageAction'

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
  const { busy, error, run } = usePageAction((err) => errorText(t, err, recoverErrors))

  const invalid = !email.trim()
    ? messageText(t, { key: 'error.required', params: { field: 'forgot.email' } })
    : !isEmail(email)
      ? t('validation.email')
      : undefined

  async function submit(e: FormEvent) {
    e.preventDefault()
    setSubmitted(true)
    if (invalid) return
    await run(async () => {
      const address = email.trim()
      await http('/events/events-users/recover-password', {
        method: 'POST',
        query: { email: address },
        anonymous: true,
      })
      navigate(`/new-password/${encodeURIComponent(address)}`, { state: { notice: 'forgot.sent' } })
    })
  }

  return (
    <ShellLayout title={t('forgot.title')}>
      <ShellForm
        onSubmit={submit}
        submitLabel={t('forgot.submit')}
        busy={busy}
        error={error}
        intro={
          <Typography variant="body2" color="text.secondary">
            {t('forgot.intro')}
          </Typography>
        }
        footer={<BackToLogin />}
      >
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
      </ShellForm>
    </ShellLayout>
  )
}
