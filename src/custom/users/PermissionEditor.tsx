import { useCallback, useMemo, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNotify, useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { errorMessage } from '../../providers/errors'
import CopyPermissions from './CopyPermissions'
import FeatureGroupSection from './FeatureGroupSection'
import { featureGroups } from './featureGroups'
import type { Level, Levels, PermissionAnswer } from './types'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

export const levelsKey = (userId: number) => ['eventdesk', 'users', userId, 'levels']
export const historyKey = (userId: number) => ['eventdesk', 'users', userId, 'history']

/**
 * Every feature of the catalogue with its level (free / blocked / upon authorization), grouped.
 * Changes stay on the page until "save" PUTs the whole set; the answer becomes the saved state
 * and the history gets the new version.
 */
export default function PermissionEditor({ userId }: { userId: number }) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const client = useQueryClient()
  const saved = useQuery({
    queryKey: levelsKey(userId),
    queryFn: ({ signal }) => dataProvider.readLevels(userId, signal),
    retry: false,
  })
  // Only what the person changed; everything else shows the saved level.
  const [changes, setChanges] = useState<Levels>({})
  const levels = useMemo(() => ({ ...saved.data?.levels, ...changes }), [saved.data, changes])
  const changed = useMemo(
    () => new Set(Object.keys(changes).filter((f) => changes[f] !== saved.data?.levels[f])),
    [changes, saved.data],
  )

  const adopt = (answer: PermissionAnswer) => {
    client.setQueryData(levelsKey(userId), answer)
    setChanges({})
    return client.invalidateQueries({ queryKey: historyKey(userId) })
  }
  const failed = (error: unknown) => notify(errorMessage(error, translate), { type: 'error' })
  const save = useMutation({
    mutationFn: () => dataProvider.saveLevels(userId, levels),
    onSuccess: (answer) => {
      notify('permissions.saved', { type: 'success' })
      return adopt(answer)
    },
    onError: failed,
  })
  const onChange = useCallback(
    (features: string[], level: Level) =>
      setChanges((c) => ({ ...c, ...Object.fromEntries(features.map((f) => [f, level])) })),
    [],
  )

  if (saved.isPending) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
  if (saved.isError) {
    return (
      <Alert
        severity="error"
        action={<Button onClick={() => void saved.refetch()}>{translate('configuration.retry')}</Button>}
      >
        {errorMessage(saved.error, translate)}
      </Alert>
    )
  }
  const busy = save.isPending
  return (
    <Box component="section" aria-label={translate('permissions.editor')}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Button variant="contained" disabled={busy || changed.size === 0} onClick={() => save.mutate()}>
          {translate('permissions.save')}
        </Button>
        <Button disabled={busy || changed.size === 0} onClick={() => setChanges({})}>
          {translate('permissions.discard')}
        </Button>
        <CopyPermissions userId={userId} disabled={busy} onCopied={adopt} />
        {changed.size ? (
          <Typography variant="body2" color="warning.main" role="status">
            {translate('permissions.pending', { smart_count: changed.size })}
          </Typography>
        ) : null}
      </Box>
      {featureGroups.map((group) => (
        <FeatureGroupSection
          key={group.key}
          group={group}
          levels={levels}
          changed={changed}
          disabled={busy}
          onChange={onChange}
        />
      ))}
    </Box>
  )
}
