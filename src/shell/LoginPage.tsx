import { useId } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import OutlinedInput from '@mui/material/OutlinedInput'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { storedLocale, translate } from '../i18n/messages'

/** Sign-in page (placeholder until the sign-in issue wires it to the token endpoint). */
export default function LoginPage() {
  const locale = storedLocale()
  const t = (key: string) => translate(locale, key)
  const userId = useId()
  const passwordId = useId()
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#eef2f6', p: 2 }}>
      <Paper sx={{ p: 4, width: '100%', maxWidth: 400 }} elevation={2}>
        <Typography component="h1" variant="h5" gutterBottom>
          {t('app.name')} — {t('login.title')}
        </Typography>
        <Box component="form" onSubmit={(e) => e.preventDefault()} sx={{ display: 'grid', gap: 2, mt: 2 }}>
          <FormControl>
            <InputLabel htmlFor={userId}>{t('login.username')}</InputLabel>
            <OutlinedInput id={userId} name="username" label={t('login.username')} autoComplete="username" />
          </FormControl>
          <FormControl>
            <InputLabel htmlFor={passwordId}>{t('login.password')}</InputLabel>
            <OutlinedInput id={passwordId} name="password" type="password" label={t('login.password')} autoComplete="current-password" />
          </FormControl>
          <Button type="submit" variant="contained" size="large">
            {t('login.submit')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('login.placeholder')}
          </Typography>
        </Box>
      </Paper>
    </Box>
  )
}
