import { useState } from 'react'
import { useNotify, useRedirect, type RaRecord, type SaveHandler } from 'react-admin'

/**
 * How a registry's create and edit pages save: the refusal kept for the form (shown above it),
 * or the success said (`ra.notification.created`/`updated`) and back to the list.
 */
export function useRegistrySubmit(resource: string, done: 'created' | 'updated') {
  const notify = useNotify()
  const redirect = useRedirect()
  const [failure, setFailure] = useState<unknown>()

  const submit = (save: SaveHandler<RaRecord> | undefined, body: Partial<RaRecord>) => {
    setFailure(undefined)
    void save?.(body, {
      onSuccess: () => {
        notify(`ra.notification.${done}`, { type: 'success', messageArgs: { smart_count: 1 } })
        redirect('list', resource)
      },
      onError: (error: unknown) => setFailure(error),
    })
  }

  return { failure, submit }
}
