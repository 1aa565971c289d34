import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import TextField from '@mui/material/TextField'
import { useT } from '../i18n/useT'
import { HttpError } from '../providers/httpError'
import { endSession, getLoginInfo, type Tenant } from '../providers/session'
import { enterTenant, type TenantOption } from '../providers/signIn'
import { errorText } from './messages'
import { shellState } from './navigation'
import ShellLayout from './ShellLayout'
import { useTenantSearch } from './useTenantSearch'

/** /tenant: choose the company; one company (or a support person's code) is chosen for the user. */
export default function TenantPage() {
  const t = useT()
  const navigate = useNavigate()
  const { from } = shellState(useLocation().state)
  const [text, setText] = useState('')
  const [value, setValue] = useState<TenantOption | null>(null)
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  // A support person already named the company with its code: nothing to search.
  const [technicalTenant] = useState(() => getLoginInfo()?.technicalTenant)
  const { page, loading, failed } = useTenantSearch(text, !technicalTenant)
  // Refresh tokens are single use: entering a tenant twice (StrictMode, double click) would revoke the family.
  const entering = useRef(false)

  async function enter(tenant: Tenant) {
    if (entering.current) return
    entering.current = true
    setBusy(true)
    try {
      await enterTenant(tenant)
      navigate('/context', { state: { from } })
    } catch (e) {
      // Spec §8: failing to load the user returns to /login with the reason.
      const reason = e instanceof HttpError && e.status === 404 ? t('session.userNotFound') : errorText(t, e)
      navigate('/login', { replace: true, state: { error: reason, from } })
      endSession()
    }
  }

  useEffect(() => {
    if (technicalTenant) void enter(technicalTenant)
    else if (page && !text && page.totalElements === 1) void enter(page.content[0])
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page])

  function back() {
    navigate('/login', { replace: true })
    endSession()
  }

  return (
    <ShellLayout title={t('tenant.title')} wide>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          setSubmitted(true)
          if (value) void enter(value)
        }}
        sx={{ display: 'grid', gap: 2, mt: 1 }}
      >
        {failed != null && <Alert severity="error">{errorText(t, failed)}</Alert>}
        <Autocomplete
          options={page?.content ?? []}
          value={value}
          onChange={(_, next) => setValue(next)}
          inputValue={text}
          onInputChange={(_, next, reason) => reason !== 'reset' && setText(next)}
          getOptionLabel={(o) => (o.code ? `${o.name} (${o.code})` : o.name)}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          filterOptions={(x) => x}
          loading={loading}
          disabled={busy}
          noOptionsText={t('tenant.none')}
          loadingText={t('app.loading')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('tenant.company')}
              required
              autoFocus
              error={submitted && !value}
              helperText={submitted && !value ? t('auth.tenantRequired') : t('tenant.searchHint')}
            />
          )}
        />
        {busy && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }} role="status">
            <CircularProgress size={20} />
            {t('tenant.entering')}
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
          <Button variant="text" onClick={back} disabled={busy}>
            {t('shell.back')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('shell.continue')}
          </Button>
        </Box>
      </Box>
    </ShellLayout>
  )
}
