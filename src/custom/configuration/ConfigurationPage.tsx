import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Loading, Title, useNotify, useTranslate } from 'react-admin'
import PageAccess from '../../resources/PageAccess'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { HttpError } from '../../providers/http'
import EntryField from './EntryField'
import { byGroup, type ConfigEntry, type VersionedEntries } from './types'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

/** Under the key the screens that read colours and input format share, so a save refreshes them too. */
const SHARED_KEY = ['eventdesk', 'configuration']
const KEY = [...SHARED_KEY, 'edit']

/** /app/configuration and /tickets/configuration: every entry by group, saved together (PUT …/all). */
function ConfigurationPageContent() {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const client = useQueryClient()
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: KEY,
    queryFn: dataProvider.readConfigurationForEdit,
    retry: false,
  })
  // Only what the user changed; the server checks all of it and changes nothing on any error.
  const [changed, setChanged] = useState<Record<string, unknown>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  // Someone saved since this page read: saving again needs a fresh read (the user's changes stay).
  const [stale, setStale] = useState(false)

  const save = useMutation({
    mutationFn: () =>
      dataProvider.saveConfiguration(
        data!.version,
        Object.entries(changed).map(([name, value]) => ({ name, value })),
      ),
    onSuccess: (saved: VersionedEntries) => {
      client.setQueryData(KEY, saved)
      void client.invalidateQueries({ queryKey: SHARED_KEY, exact: true })
      setChanged({})
      setErrors({})
      notify('configuration.saved', { type: 'success' })
    },
    onError: (error: unknown) => {
      if (error instanceof HttpError && error.status === 409) setStale(true)
      const fields = error instanceof HttpError ? error.body.errors : []
      setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])))
      notify(error instanceof HttpError ? error.body.message : 'error.requestFailed', { type: 'error' })
    },
  })

  if (isPending) return <Loading />
  if (isError || !data) {
    return (
      <Alert
        severity="error"
        action={<Button onClick={() => void refetch()}>{translate('configuration.retry')}</Button>}
      >
        {translate('configuration.loadFailed')}
      </Alert>
    )
  }
  const valueOf = (e: ConfigEntry) => (e.name in changed ? changed[e.name] : e.value)
  const dirty = Object.keys(changed).length > 0
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('configuration.title')} />
      {stale ? (
        <Alert
          severity="warning"
          action={
            <Button onClick={() => void refetch().then(() => setStale(false))}>
              {translate('configuration.reload')}
            </Button>
          }
        >
          {translate('error.changedInAnotherSession')}
        </Alert>
      ) : null}
      {byGroup(data.content).map(([group, entries]) => (
        <Card key={group} component="section" aria-labelledby={`configuration-group-${group}`}>
          <CardContent>
            <Typography variant="h6" component="h2" id={`configuration-group-${group}`} gutterBottom>
              {translate(`configuration.groups.${group}`, { _: group })}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' },
              }}
            >
              {entries.map((e) => (
                <EntryField
                  key={e.name}
                  entry={e}
                  value={valueOf(e)}
                  error={errors[e.name]}
                  onChange={(value) => setChanged((c) => ({ ...c, [e.name]: value }))}
                />
              ))}
            </Box>
          </CardContent>
        </Card>
      ))}
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          py: 1,
          bgcolor: 'background.default',
          display: 'flex',
          gap: 1,
          justifyContent: 'flex-end',
        }}
      >
        <Button
          disabled={!dirty || save.isPending}
          onClick={() => {
            setChanged({})
            setErrors({})
          }}
        >
          {translate('configuration.discard')}
        </Button>
        <Button
          variant="contained"
          disabled={!dirty || stale || save.isPending}
          onClick={() => save.mutate()}
        >
          {translate('configuration.save')}
        </Button>
      </Box>
    </Box>
  )
}

/** Typed by hand by someone it is not for, the page says "access denied" and calls nothing. */
export default function ConfigurationPage() {
  return (
    <PageAccess resource="configuration">
      <ConfigurationPageContent />
    </PageAccess>
  )
}
