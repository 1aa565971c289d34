import { useState } from 'react'
import { useCreateController, useNotify, useRedirect, useResourceContext } from 'react-admin'
import FormPage from './FormPage'
import RegistryForm from './RegistryForm'

/** Create page of any registry: POST, then back to the list with a success message. */
export default function RegistryCreate() {
  const resource = useResourceContext() ?? ''
  const notify = useNotify()
  const redirect = useRedirect()
  const { save, saving, defaultTitle } = useCreateController({ resource, redirect: 'list' })
  const [failure, setFailure] = useState<unknown>()

  const submit = (body: Record<string, unknown>) => {
    setFailure(undefined)
    void save?.(body, {
      onSuccess: () => {
        notify('ra.notification.created', { type: 'success', messageArgs: { smart_count: 1 } })
        redirect('list', resource)
      },
      onError: (error: unknown) => setFailure(error),
    })
  }

  return (
    <FormPage title={defaultTitle ?? ''}>
      <RegistryForm resource={resource} saving={saving} failure={failure} onSubmit={submit} />
    </FormPage>
  )
}
