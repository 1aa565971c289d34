import {
  BooleanField,
  Datagrid,
  List,
  Pagination,
  SearchInput,
  SelectField,
  TextField,
  WrapperField,
  useTranslate,
} from 'react-admin'
import { typeChoices } from './choices'
import DeleteUserButton from './DeleteUserButton'

/** Spec §7: `GET /events/events-users?page&search&size=20&sort=id,desc`. */
export const PAGE_SIZE = 20

/** The tenant's users: search by e-mail, newest first, a row opens the edit page. */
export default function UserList() {
  const translate = useTranslate()
  return (
    <List
      perPage={PAGE_SIZE}
      sort={{ field: 'id', order: 'DESC' }}
      exporter={false}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('registry.search')} />]}
      pagination={<Pagination rowsPerPageOptions={[PAGE_SIZE]} />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false} sx={{ overflowX: 'auto' }}>
        <TextField source="email" label="resources.events-users.fields.email" />
        <SelectField source="type" label="resources.events-users.fields.type" choices={typeChoices} />
        <BooleanField source="active" label="resources.events-users.fields.active" sortable={false} />
        <WrapperField label="registry.actions" textAlign="right">
          <DeleteUserButton />
        </WrapperField>
      </Datagrid>
    </List>
  )
}
