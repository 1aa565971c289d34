import { useQuery } from '@tanstack/react-query'
import { AccessDenied, CanAccess, Loading, Title, useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { ESTABLISHMENT_KEY } from './api'
import EstablishmentForm from './EstablishmentForm'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

function EstablishmentLoader() {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ESTABLISHMENT_KEY,
    queryFn: dataProvider.readEstablishment,
    retry: false,
  })
  if (isPending) return <Loading />
  if (isError || !data) {
    return (
      <Alert
        severity="error"
        sx={{ my: 2 }}
        action={<Button onClick={() => void refetch()}>{translate('establishment.retry')}</Button>}
      >
        {translate('establishment.loadFailed')}
      </Alert>
    )
  }
  return <EstablishmentForm saved={data} />
}

/**
 * /app/establishment and /tickets/establishment (admin only, spec §2): the page checks access
 * itself because a custom list page gets no check from <Resource>; anyone else sees "access
 * denied" and the API is never called.
 */
export default function EstablishmentPage() {
  const translate = useTranslate()
  return (
    <>
      <Title title={translate('establishment.title')} />
      <CanAccess resource="establishment" action="list" loading={<Loading />} accessDenied={<AccessDenied />}>
        <EstablishmentLoader />
      </CanAccess>
    </>
  )
}
