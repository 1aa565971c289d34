import { useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import DependentsList, { dependentsOf } from './DependentsList'

/**
 * Why a save failed, above the form: the server's (translated) message, and for a record still
 * in use the records that use it. Field errors are shown on their fields as well.
 */
export default function FailureAlert({ error }: { error: unknown }) {
  const translate = useTranslate()
  const dependents = dependentsOf(error)
  const message = (error as Error | undefined)?.message || translate('ra.notification.http_error')
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {dependents.length ? translate('registry.hasDependencies') : message}
      {dependents.length ? <DependentsList dependents={dependents} /> : null}
    </Alert>
  )
}
