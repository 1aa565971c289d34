import { useNavigate } from 'react-router-dom'
import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import SwapHorizIcon from '@mui/icons-material/SwapHoriz'
import { getContext, getEstablishment } from '../providers/session'
import { availableContexts, contextRoot, switchContext } from '../providers/signIn'

/**
 * The header's way into the establishment's other module (events ↔ tickets) for a person whose
 * establishment has both: the session stays, only the context changes (no sign-out and in again).
 * Nothing is shown when there is one module. On a phone only the icon shows, named by its label.
 */
export default function ContextSwitch() {
  const translate = useTranslate()
  const navigate = useNavigate()
  const other = availableContexts(getEstablishment()).find((c) => c !== getContext())
  if (!other) return null
  const name = translate(`context.${other}`)
  return (
    <Button
      color="inherit"
      size="small"
      startIcon={<SwapHorizIcon />}
      aria-label={translate('layout.switchContext', { context: name })}
      title={translate('layout.switchContext', { context: name })}
      onClick={() => {
        if (switchContext(other)) navigate(contextRoot(other))
      }}
      sx={{ minWidth: 0, flexShrink: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {name}
      </Box>
    </Button>
  )
}
