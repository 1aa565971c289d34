import { useState } from 'react'
import {
  DeleteWithConfirmButton,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
} from 'react-admin'
import { ThemeProvider, type Theme } from '@mui/material/styles'
import type { Dependent } from '../providers/dataProvider'
import DependenciesDialog from './DependenciesDialog'
import { dependentsOf } from './DependentsList'
import { labelFieldOf } from '../providers/schema'

/** The spec's destructive confirmation answers with yes and no (react-admin's says confirm/cancel). */
const yesNo = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    RaConfirm: { defaultProps: { confirm: 'ra.message.yes', cancel: 'ra.message.no' } },
  },
})

/**
 * Delete with the spec's confirmation ("the record cannot be recovered"), pessimistic, and a
 * clear message naming the records that still use it when the server refuses (409).
 */
export default function DeleteRecordButton() {
  const translate = useTranslate()
  const notify = useNotify()
  const redirect = useRedirect()
  const resource = useResourceContext() ?? ''
  const record = useRecordContext()
  const [blocked, setBlocked] = useState<Dependent[] | null>(null)
  if (!record) return null
  const name = String(record[labelFieldOf(resource)] ?? `#${record.id}`)
  return (
    <>
      <ThemeProvider theme={yesNo}>
        <DeleteWithConfirmButton
          mutationMode="pessimistic"
          confirmColor="warning"
          confirmTitle={translate('registry.confirmDeleteTitle', { name })}
          confirmContent={translate('registry.confirmDelete')}
          label={translate('ra.action.delete')}
          aria-label={translate('registry.deleteRecord', { name })}
          mutationOptions={{
            onSuccess: () => {
              notify('ra.notification.deleted', { type: 'success', messageArgs: { smart_count: 1 } })
              redirect('list', resource)
            },
            onError: (error: unknown) => {
              const dependents = dependentsOf(error)
              if (dependents.length) setBlocked(dependents)
              else notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' })
            },
          }}
        />
      </ThemeProvider>
      <DependenciesDialog dependents={blocked} onClose={() => setBlocked(null)} />
    </>
  )
}
