import { useMemo, type ReactNode } from 'react'
import { useLocaleState } from 'react-admin'
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles'
import { muiLocaleOf } from '../i18n/localeFormats'

/** The app's theme with MUI's own texts (pagination, autocomplete, alerts…) in the person's language. */
export default function LocaleTheme({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState()
  const outer = useTheme()
  const theme = useMemo(() => createTheme(outer, muiLocaleOf(locale)), [outer, locale])
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>
}
