import { useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { getFeatures, isAdmin } from '../../providers/session'
import PermissionEditor from './PermissionEditor'
import PermissionHistory from './PermissionHistory'
import type { EventsUser } from './types'

const HISTORY_FEATURES = ['ACTION_SEE_PERMISSION_HISTORY', 'TICKETS_ACTION_SEE_PERMISSION_HISTORY']

/** The history needs its own permission (the server refuses it otherwise), in either context. */
export const canSeeHistory = (features = getFeatures() ?? []) =>
  isAdmin() || HISTORY_FEATURES.some((f) => features.includes(f))

/** Permissions of one user: the editor (with copy) and, for whoever may see it, the history. */
export default function PermissionsPanel({ user }: { user: EventsUser }) {
  const translate = useTranslate()
  return (
    <Stack spacing={3}>
      <Typography component="h2" variant="h6">
        {translate('permissions.title')}
      </Typography>
      {user.type === 'ADMIN' ? (
        <Alert severity="info">{translate('permissions.adminPassesAll')}</Alert>
      ) : null}
      <PermissionEditor userId={user.id} />
      {canSeeHistory() ? <PermissionHistory userId={user.id} /> : null}
    </Stack>
  )
}
