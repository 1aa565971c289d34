import { DeleteWithConfirmButton, useNotify, useRecordContext, useTranslate } from 'react-admin'
import { getUser } from '../../providers/session'
import type { EventsUser } from './types'

/**
 * Delete with confirmation, pessimistic. Not offered on one's own row (spec §6: a user cannot
 * delete themselves); should the server refuse anyway, its translated message is shown.
 */
export default function DeleteUserButton() {
  const translate = useTranslate()
  const notify = useNotify()
  const record = useRecordContext<EventsUser>()
  if (!record || record.id === getUser()?.id) return null
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      redirect="list"
      confirmColor="warning"
      confirmTitle={translate('registry.confirmDeleteTitle', { name: record.email })}
      confirmContent={translate('registry.confirmDelete')}
      label={translate('ra.action.delete')}
      aria-label={translate('registry.deleteRecord', { name: record.email })}
      mutationOptions={{
        onSuccess: () =>
          notify('ra.notification.deleted', { type: 'success', messageArgs: { smart_count: 1 } }),
        onError: (error: unknown) =>
          notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' }),
      }}
    />
  )
}
