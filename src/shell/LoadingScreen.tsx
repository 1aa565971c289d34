import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import { useT } from '../i18n/useT'

/** Shown while a lazy page (tenant, context, the applications) arrives. */
export default function LoadingScreen() {
  const t = useT()
  return (
    <Box role="status" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', gap: 1 }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  )
}
