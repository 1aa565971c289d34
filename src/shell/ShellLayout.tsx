import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import Box from '@mui/material/Box'
import GlobalStyles from '@mui/material/GlobalStyles'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useT } from '../i18n/useT'
import { useDocumentTitle } from '../layout/documentTitle'
import LoadingBar from './LoadingBar'
import { productBuild, productVersion, providerSite } from './version'

/** The frame of the public pages: product name, the page's card, version line and links. */
export default function ShellLayout({
  title,
  children,
  wide = false,
}: {
  title: string
  children: ReactNode
  wide?: boolean
}) {
  const t = useT()
  useDocumentTitle(title)
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: '#eef2f6' }}>
      <GlobalStyles styles={{ body: { margin: 0 } }} />
      <LoadingBar label={t('app.loading')} />
      <Box component="header" sx={{ px: 3, pt: 3, textAlign: 'center' }}>
        <Typography component="p" variant="h4" sx={{ fontWeight: 700, color: '#1f4e79', letterSpacing: 0.5 }}>
          {t('app.name')}
        </Typography>
      </Box>
      <Box
        component="main"
        sx={{ flex: 1, display: 'grid', placeItems: 'start center', p: { xs: 1.5, sm: 3 } }}
      >
        <Paper sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth: wide ? 520 : 420 }} elevation={2}>
          <Typography component="h1" variant="h5" gutterBottom>
            {title}
          </Typography>
          {children}
        </Paper>
      </Box>
      <Box
        component="footer"
        sx={{
          p: 2,
          display: 'flex',
          gap: 2,
          flexWrap: 'wrap',
          justifyContent: 'center',
          color: 'text.secondary',
        }}
      >
        <Typography variant="body2">
          {t('app.version', { version: productVersion, build: productBuild })}
        </Typography>
        <Link
          href={providerSite}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          sx={{ color: '#1f4e79' }}
        >
          {t('app.providerSite')}
        </Link>
        <Link component={RouterLink} to="/login" variant="body2" sx={{ color: '#1f4e79' }}>
          {t('shell.loginLink')}
        </Link>
      </Box>
    </Box>
  )
}
