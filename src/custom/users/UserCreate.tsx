import { Create, SimpleForm } from 'react-admin'
import UserFields from './UserFields'

const defaults = { type: 'COMMON', active: true }

/** A new member of the tenant; saving opens its edit page, where its permissions are set. */
export default function UserCreate() {
  return (
    <Create redirect="edit">
      <SimpleForm defaultValues={defaults}>
        <UserFields />
      </SimpleForm>
    </Create>
  )
}
