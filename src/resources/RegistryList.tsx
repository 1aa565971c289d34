import {
  Datagrid,
  FunctionField,
  List,
  Pagination,
  SearchInput,
  SimpleList,
  WrapperField,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import CellValue from './CellValue'
import DeleteRecordButton from './DeleteRecordButton'
import EditLink from './EditLink'
import { defaultSortOf, isScalar, labelFieldOf, registryOf } from '../providers/schema'

/** Spec §9: lists page by 20. */
export const LIST_PAGE_SIZE = 20

/**
 * List page of any registry: the schema's x-resource.list columns, a free-text search (the
 * schema's search fields, server side), pages of 20, row click to edit, delete with confirmation.
 * Phones get a one-column list instead of a table.
 */
export default function RegistryList() {
  const resource = useResourceContext() ?? ''
  const translate = useTranslate()
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  const schema = registryOf(resource)
  const columns = schema['x-resource'].list ?? ['id', labelFieldOf(resource)]
  const label = labelFieldOf(resource)
  const secondary = columns.find((c) => c !== 'id' && c !== label)
  const cell = (field: string) => (record: RaRecord) => (
    <CellValue resource={resource} field={field} record={record} />
  )
  const labelCell = (record: RaRecord) => <EditLink>{cell(label)(record)}</EditLink>

  return (
    <List
      resource={resource}
      perPage={LIST_PAGE_SIZE}
      sort={defaultSortOf(resource)}
      exporter={false}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('registry.search')} />]}
      pagination={<Pagination rowsPerPageOptions={[LIST_PAGE_SIZE]} />}
    >
      {phone ? (
        <SimpleList
          primaryText={cell(label)}
          secondaryText={secondary ? cell(secondary) : undefined}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false} sx={{ overflowX: 'auto' }}>
          {columns.map((field) => (
            <FunctionField
              key={field}
              source={field}
              label={`resources.${resource}.fields.${field}`}
              sortable={isScalar(schema.properties[field])}
              render={field === label ? labelCell : cell(field)}
            />
          ))}
          <WrapperField label="registry.actions" textAlign="right">
            <DeleteRecordButton />
          </WrapperField>
        </Datagrid>
      )}
    </List>
  )
}
