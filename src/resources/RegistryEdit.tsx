import { useState } from 'react'
import {
  Loading,
  RecordContextProvider,
  useEditController,
  useNotify,
  useRedirect,
  useResourceContext,
} from 'react-admin'
import DeleteRecordButton from './DeleteRecordButton'
import FormPage from './FormPage'
import RegistryForm from './RegistryForm'

/**
 * Edit page of any registry: pessimistic PUT with the record's version (a stale one is 409
 * error.changedInAnotherSession, shown above the form), then back to the list.
 */
export default function RegistryEdit() {
  const resource = useResourceContext() ?? ''
  const notify = useNotify()
  const redirect = useRedirect()
  const { record, isPending, save, saving, defaultTitle } = useEditController({
    resource,
    mutationMode: 'pessimistic',
    redirect: 'list',
  })
  const [failure, setFailure] = useState<unknown>()

  if (isPending || !record) return <Loading />

  const submit = (body: Record<string, unknown>) => {
    setFailure(undefined)
    void save?.(
      { ...body, id: record.id, version: record.version },
      {
        onSuccess: () => {
          notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } })
          redirect('list', resource)
        },
        onError: (error: unknown) => setFailure(error),
      },
    )
  }

  return (
    <FormPage title={defaultTitle ?? ''}>
      <RecordContextProvider value={record}>
        <RegistryForm
          key={record.id}
          resource={resource}
          record={record}
          saving={saving}
          failure={failure}
          onSubmit={submit}
          actions={<DeleteRecordButton />}
        />
      </RecordContextProvider>
    </FormPage>
  )
}
