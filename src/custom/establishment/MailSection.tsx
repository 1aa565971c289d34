import { useContext } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { HttpError } from '../../providers/http'
import { getUser } from '../../providers/session'
import { FormContext, Grid, labelKey, Section, SwitchInput, TextInput } from './fields'
import { mailBody } from './form'
import { passwordHelper } from './passwordHelper'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

/** The SMTP server the establishment's mail goes through, and a button that really tries it. */
export default function MailSection({ hasPassword }: { hasPassword: boolean }) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const state = useContext(FormContext)!
  // The unsaved settings on screen are what is tested (the server reuses a stored password
  // only for the same host and user).
  const test = useMutation({
    mutationFn: async () => {
      const { body, errors } = mailBody(state.form.mail)
      const invalid = Object.entries(errors)[0]
      if (invalid)
        throw new HttpError(400, {
          message: invalid[1],
          errors: [{ field: invalid[0], message: invalid[1] }],
        })
      return dataProvider.testSmtp(body)
    },
  })
  const failure = test.error instanceof HttpError ? test.error : null
  const failureTitle = () => {
    if (!failure) return translate('error.requestFailed')
    const first = failure.body.errors[0]
    const key = first?.message ?? failure.body.message
    return translate(key, {
      field: first ? translate(labelKey(first.field)) : '',
      _: translate('error.requestFailed'),
    })
  }

  return (
    <Section id="mail">
      <Grid>
        <TextInput path="mail.host" slotProps={{ htmlInput: { maxLength: 255 } }} />
        <TextInput
          path="mail.port"
          type="number"
          slotProps={{ htmlInput: { min: 1, max: 65535, step: 1 } }}
        />
        <SwitchInput path="mail.secure" />
        <TextInput path="mail.user" autoComplete="off" slotProps={{ htmlInput: { maxLength: 200 } }} />
        <TextInput
          path="mail.password"
          type="password"
          autoComplete="new-password"
          helper={translate(passwordHelper(hasPassword))}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextInput
          path="mail.from"
          helper={translate('establishment.hints.mailFrom')}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
      </Grid>
      <Box sx={{ mt: 2, display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Button variant="outlined" disabled={test.isPending || state.disabled} onClick={() => test.mutate()}>
          {translate(test.isPending ? 'establishment.smtpTesting' : 'establishment.testSmtp')}
        </Button>
        <Box aria-live="polite" sx={{ width: '100%' }}>
          {test.isSuccess && (
            <Alert severity="success">
              <AlertTitle>{translate('establishment.smtpOk')}</AlertTitle>
              {translate('establishment.smtpSentTo', { email: getUser()?.email ?? '' })}
            </Alert>
          )}
          {test.isError && (
            <Alert severity="error">
              <AlertTitle>{failureTitle()}</AlertTitle>
              {failure?.body.developerMessage &&
                translate('establishment.smtpAnswer', { text: failure.body.developerMessage })}
            </Alert>
          )}
        </Box>
      </Box>
    </Section>
  )
}
