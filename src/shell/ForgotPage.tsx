import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import Typography from '@mui/material/Typography'
import { useT } from '../i18n/useT'
import { http } from '../providers/http'
import { isEmail } from './emailRule'
import Field from './Field'
import { errorText, messageText } from './messages'
import ShellForm, { BackToLogin } from './ShellForm'
import ShellLayout from './ShellLayout'
import { useFormSubmit } from './useFormSubmit'

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
  const invalid = !email.trim()
    ? messageText(t, { key: 'error.required', params: { field: 'forgot.email' } })
    : !isEmail(email)
      ? t('validation.email')
      : undefined
  const send = async () => {
    const address = email.trim()
    await http('/events/events-users/recover-password', {
      method: 'POST',
      query: { email: address },
      anonymous: true,
    })
    navigate(`/new-password/${encodeURIComponent(address)}`, { state: { notice: 'forgot.sent' } })
  }
  const { submitted, form } = useFormSubmit(Boolean(invalid), send, (err) => errorText(t, err, recoverErrors))

  return (
    <ShellLayout title={t('forgot.title')}>
      <ShellForm
        {...form}
        submitLabel={t('forgot.submit')}
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
