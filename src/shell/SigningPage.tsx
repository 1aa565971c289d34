import { useEffect, useState } from 'react'
import { useParams } from 'react-router-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { localeFromLanguage, storeLocale } from '../i18n/messages'
import { useT } from '../i18n/useT'
import { http, HttpError } from '../providers/http'
import Notice from './Notice'
import { errorText } from './messages'
import ShellLayout from './ShellLayout'
import { usePageAction } from './usePageAction'

interface Envelope {
  document: string
  signer: string
  establishment: string
  language: string
}

/**
 * /sign/:token — the built-in e-signature service's page, opened from the link it hands each
 * signer: the document, then Sign or Refuse. The token is the only proof; a spent or unknown link
 * says so. Shown in the establishment's language, as its documents are.
 */
export default function SigningPage() {
  const t = useT()
  const { token = '' } = useParams()
  const url = `/events/esign-local/sign/${encodeURIComponent(token)}`
  const [envelope, setEnvelope] = useState<Envelope>()
  const [done, setDone] = useState<'SIGNED' | 'DECLINED'>()
  const explain = (err: unknown) =>
    err instanceof HttpError && err.status === 404 ? t('signing.invalid') : errorText(t, err)
  const { busy, error, setError, run } = usePageAction(explain)

  useEffect(() => {
    const controller = new AbortController()
    http<Envelope>(url, { anonymous: true, signal: controller.signal })
      .then(async (answer) => {
        const locale = localeFromLanguage(answer.language)
        if (locale) await storeLocale(locale)
        setEnvelope(answer)
      })
      .catch((err) => !controller.signal.aborted && setError(explain(err)))
    return () => controller.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per link
  }, [url])

  const decide = (decision: 'SIGNED' | 'DECLINED') =>
    run(async () => {
      await http(url, { method: 'POST', json: { decision }, anonymous: true })
      setDone(decision)
    })

  return (
    <ShellLayout title={t('signing.title')}>
      <Box sx={{ display: 'grid', gap: 2, mt: 1 }}>
        {error && <Notice severity="error">{error}</Notice>}
        {done ? (
          <Notice severity="success">{t(`signing.done.${done}`)}</Notice>
        ) : envelope ? (
          <>
            <Typography variant="body2">
              {t('signing.intro', { signer: envelope.signer, establishment: envelope.establishment })}
            </Typography>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('signing.document', { name: envelope.document })}
            </Typography>
            <Stack direction="row" spacing={2}>
              <Button variant="contained" size="large" disabled={busy} onClick={() => decide('SIGNED')}>
                {t('signing.sign')}
              </Button>
              <Button
                variant="outlined"
                color="error"
                size="large"
                disabled={busy}
                onClick={() => decide('DECLINED')}
              >
                {t('signing.refuse')}
              </Button>
            </Stack>
          </>
        ) : !error ? (
          <CircularProgress aria-label={t('app.loading')} />
        ) : null}
      </Box>
    </ShellLayout>
  )
}
