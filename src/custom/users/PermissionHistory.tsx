import { useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import TablePagination from '@mui/material/TablePagination'
import Typography from '@mui/material/Typography'
import { showDate } from '../../../common/format'
import { errorMessage } from '../../providers/errors'
import { changesBetween } from './historyDiff'
import { historyKey } from './PermissionEditor'
import VersionChanges from './VersionChanges'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

const PAGE_SIZE = 20

/**
 * The permission history: versions newest first (who changed, when); picking one shows what it
 * changed compared with the version before (feature, from level, to level).
 */
export default function PermissionHistory({ userId }: { userId: number }) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const [page, setPage] = useState(0)
  const [picked, setPicked] = useState<number | null>(null)
  const versions = useQuery({
    queryKey: [...historyKey(userId), 'versions', page],
    queryFn: ({ signal }) => dataProvider.historyVersions(userId, page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  })
  // Until the person picks one, the newest version is shown (it follows new saves).
  const version = picked ?? versions.data?.content[0]?.version ?? null
  const diff = useQuery({
    queryKey: [...historyKey(userId), 'diff', version],
    queryFn: async ({ signal }) => {
      const v = version!
      const [after, before] = await Promise.all([
        dataProvider.levelsAtVersion(userId, v, signal),
        v > 1 ? dataProvider.levelsAtVersion(userId, v - 1, signal) : undefined,
      ])
      return changesBetween(before, after)
    },
    enabled: version !== null,
    retry: false,
  })

  return (
    <Box component="section" aria-labelledby="permission-history-title">
      <Typography id="permission-history-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('permissions.history.title')}
      </Typography>
      {versions.isError ? (
        <Alert severity="error">{errorMessage(versions.error, translate)}</Alert>
      ) : !versions.data ? (
        <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
      ) : (
        <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', md: 'row' } }}>
          <Box sx={{ flex: '0 0 300px' }}>
            <List dense aria-label={translate('permissions.history.versions')}>
              {versions.data.content.map((v) => (
                <ListItemButton
                  key={v.version}
                  selected={v.version === version}
                  onClick={() => setPicked(v.version)}
                >
                  <ListItemText
                    primary={translate('permissions.history.version', { version: v.version })}
                    secondary={[
                      showDate(v.changedAt, true),
                      v.changedBy ?? translate('permissions.history.initial'),
                    ].join(' — ')}
                  />
                </ListItemButton>
              ))}
            </List>
            <TablePagination
              component="div"
              count={versions.data.totalElements}
              page={page}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[PAGE_SIZE]}
              onPageChange={(_, p) => setPage(p)}
            />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {version === null ? null : diff.isError ? (
              <Alert severity="error">{errorMessage(diff.error, translate)}</Alert>
            ) : diff.data ? (
              <VersionChanges version={version} changes={diff.data} />
            ) : (
              <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
            )}
          </Box>
        </Box>
      )}
    </Box>
  )
}
