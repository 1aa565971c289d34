import { Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import { getUser } from '../../providers/session'
import DeleteUserButton from './DeleteUserButton'
import PermissionsPanel from './PermissionsPanel'
import type { EventsUser } from './types'
import UserFields from './UserFields'

function UserToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteUserButton />
    </Toolbar>
  )
}

function UserEditBody() {
  const record = useRecordContext<EventsUser>()
  if (!record) return null
  return (
    <>
      <SimpleForm toolbar={<UserToolbar />}>
        <UserFields editing self={record.id === getUser()?.id} />
      </SimpleForm>
      <Divider />
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <PermissionsPanel user={record} />
      </Box>
    </>
  )
}

/**
 * The user's fields (saved pessimistically: the page waits for the server and shows its
 * refusal), then the permission editor, the copy from another user and the history.
 */
export default function UserEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false}>
      <UserEditBody />
    </Edit>
  )
}
