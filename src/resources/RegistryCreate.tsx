import { useCreateController, useResourceContext } from 'react-admin'
import FormPage from './FormPage'
import RegistryForm from './RegistryForm'
import { useRegistrySubmit } from './useRegistrySubmit'

/** Create page of any registry: POST, then back to the list with a success message. */
export default function RegistryCreate() {
  const resource = useResourceContext() ?? ''
  const { save, saving, defaultTitle } = useCreateController({ resource, redirect: 'list' })
  const { failure, submit } = useRegistrySubmit(resource, 'created')

  return (
    <FormPage title={defaultTitle ?? ''}>
      <RegistryForm
        resource={resource}
        saving={saving}
        failure={failure}
        onSubmit={(body) => submit(save, body)}
      />
    </FormPage>
  )
}
