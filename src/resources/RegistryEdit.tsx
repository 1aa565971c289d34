import { Loading, RecordContextProvider, useEditController, useResourceContext } from 'react-admin'
import DeleteRecordButton from './DeleteRecordButton'
import FormPage from './FormPage'
import RegistryForm from './RegistryForm'
import { useRegistrySubmit } from './useRegistrySubmit'

/**
 * Edit page of any registry: pessimistic PUT with the record's version (a stale one is 409
 * error.changedInAnotherSession, shown above the form), then back to the list.
 */
export default function RegistryEdit() {
  const resource = useResourceContext() ?? ''
  const { record, isPending, save, saving, defaultTitle } = useEditController({
    resource,
    mutationMode: 'pessimistic',
    redirect: 'list',
  })
  const { failure, submit } = useRegistrySubmit(resource, 'updated')

  if (isPending || !record) return <Loading />

  return (
    <FormPage title={defaultTitle ?? ''}>
      <RecordContextProvider value={record}>
        <RegistryForm
          key={record.id}
          resource={resource}
          record={record}
          saving={saving}
          failure={failure}
          onSubmit={(body) => submit(save, { ...body, id: record.id, version: record.version })}
          actions={<DeleteRecordButton />}
        />
      </RecordContextProvider>
    </FormPage>
  )
}
