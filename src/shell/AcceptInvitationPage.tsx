import { useState } from 'react'
import { Link as RouterLink, useParams } from 'react-router-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useT } from '../i18n/useT'
import { http } from '../providers/http'
import Notice from './Notice'
import { errorText } from './messages'
import ShellLayout from './ShellLayout'

/**
 * /accept-invitation/:key — the link of an invitation e-mail. Accepting takes a click (a mail
 * scanner that opens the link accepts nothing); the key alone is the proof.
 */
export default function AcceptInvitationPage() {
  const t = useT()
  const { key = '' } = useParams()
  const [accepted, setAccepted] = useState<string>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function accept() {
    setBusy(true)
    setError(undefined)
    try {
      const answer = await http<{ tenantName: string }>('/events/events-users/accept-invitation', {
        method: 'POST',
        json: { key },
        anonymous: true,
      })
      setAccepted(answer.tenantName)
    } catch (err) {
      setError(errorText(t, err, { 'Not Found': 'user.invalidInvitation' }))
    } finally {
      setBusy(false)
    }
  }

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
        <Link component={RouterLink} to="/login" variant="body2">
          {t('shell.backToLogin')}
        </Link>
      </Box>
    </ShellLayout>
  )
}
