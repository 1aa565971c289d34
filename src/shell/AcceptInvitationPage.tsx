import { useState } from 'react'
import { useParams } from 'react-router-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useT } from '../i18n/useT'
import { http } from '../providers/http'
import Notice from './Notice'
import { errorText } from './messages'
import { BackToLogin } from './ShellForm'
import ShellLayout from './ShellLayout'
import { usePageAction } from './usePageAction'

/**
 * /accept-invitation/:key — the link of an invitation e-mail. Accepting takes a click (a mail
 * scanner that opens the link accepts nothing); the key alone is the proof.
 */
export default function AcceptInvitationPage() {
  const t = useT()
  const { key = '' } = useParams()
  const [accepted, setAccepted] = useState<string>()
  const { busy, error, run } = usePageAction((err) =>
    errorText(t, err, { 'Not Found': 'user.invalidInvitation' }),
  )

  const accept = () =>
    run(async () => {
      const answer = await http<{ tenantName: string }>('/events/events-users/accept-invitation', {
        method: 'POST',
        json: { key },
        anonymous: true,
      })
      setAccepted(answer.tenantName)
    })

  return (
    <ShellLayout title={t('invitation.title')}>
      <Box sx={{ display: 'grid', gap: 2, mt: 1 }}>
        {error && <Notice severity="error">{error}</Notice>}
        {accepted ? (
          <Notice severity="success">{t('invitation.accepted', { tenant: accepted })}</Notice>
        ) : (
          <>
            <Typography variant="body2">{t('invitation.intro')}</Typography>
            <Button variant="contained" size="large" disabled={busy || !key} onClick={accept}>
              {t('invitation.accept')}
            </Button>
          </>
        )}
        <BackToLogin />
      </Box>
    </ShellLayout>
  )
}
