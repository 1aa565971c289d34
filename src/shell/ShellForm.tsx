import type { FormEvent, ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import { useT } from '../i18n/useT'
import Notice from './Notice'

interface Props {
  onSubmit: (e: FormEvent) => void
  /** Already translated. */
  submitLabel: string
  busy: boolean
  /** What stands above the error: a notice or an intro. */
  intro?: ReactNode
  /** The failure of the last submit, already translated. */
  error?: string
  children: ReactNode
  /** The links below the submit button. */
  footer?: ReactNode
}

/** The form of a public page: intro, error, its fields, one submit button, then the links. */
export default function ShellForm({ onSubmit, submitLabel, busy, intro, error, children, footer }: Props) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2, mt: 1 }}>
      {intro}
      {error && <Notice severity="error">{error}</Notice>}
      {children}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {submitLabel}
      </Button>
      {footer}
    </Box>
  )
}

/** The way back from a public page to the sign-in. */
export function BackToLogin() {
  const t = useT()
  return (
    <Link component={RouterLink} to="/login" variant="body2">
      {t('shell.backToLogin')}
    </Link>
  )
}
