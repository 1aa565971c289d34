import { useRef, useState, type FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { useT } from '../i18n/useT'
import { endSession, getEstablishment, type AppContext } from '../providers/session'
import { availableContexts, contextOf, destination, enterContext } from '../providers/signIn'
import { errorText } from './messages'
import { shellState } from './navigation'
import ShellLayout from './ShellLayout'

/** /context: EVENTS (default) or TICKETS, among those the establishment has. */
export default function ContextPage() {
  const t = useT()
  const navigate = useNavigate()
  const { from } = shellState(useLocation().state)
  const [contexts] = useState(() => availableContexts(getEstablishment()))
  // A kept deep link chooses its own module (`/tickets/box-office` → TICKETS) when there is one.
  const asked = contextOf(from)
  const [context, setContext] = useState<AppContext>(asked && contexts.includes(asked) ? asked : contexts[0])
  const [busy, setBusy] = useState(false)
  const entering = useRef(false)

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (entering.current) return
    entering.current = true
    setBusy(true)
    try {
      await enterContext(context)
      navigate(destination(context, from), { replace: true })
    } catch (err) {
      // Spec §6: without the feature list there is no menu to show; the session ends.
      const reason = errorText(t, err)
      navigate('/login', { replace: true, state: { error: reason } })
      endSession()
    }
  }

  function back() {
    navigate('/login', { replace: true })
    endSession()
  }

  return (
    <ShellLayout title={t('context.title')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, mt: 1 }}>
        <FormControl>
          <FormLabel id="context-label">{t('context.label')}</FormLabel>
          <RadioGroup
            aria-labelledby="context-label"
            name="context"
            value={context}
            onChange={(_, v) => setContext(v as AppContext)}
          >
            {contexts.map((c) => (
              <FormControlLabel
                key={c}
                value={c}
                control={<Radio />}
                label={t(`context.${c}`)}
                disabled={busy}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
          <Button variant="text" onClick={back} disabled={busy}>
            {t('shell.back')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} autoFocus>
            {t('shell.continue')}
          </Button>
        </Box>
      </Box>
    </ShellLayout>
  )
}
