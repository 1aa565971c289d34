import { useTranslate } from 'react-admin'
import { useSearchParams } from 'react-router-dom'
import { useQuery } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { errorMessage } from '../../providers/errors'
import PageScaffold from '../../widgets/PageScaffold'
import RankedList from './RankedList'
import { useQueue } from './useQueue'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

/**
 * /app/waiting-list (issue 20): a waiting-list group's events by rank, reordered by the person;
 * the first gets priority ONE (event-domain.md §5). The group chosen stays in the address (?group=).
 */
export default function WaitingListPage() {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const [params, setParams] = useSearchParams()
  const groupId = Number(params.get('group')) || undefined
  const groups = useQuery({
    queryKey: ['eventdesk', 'waiting-list', 'groups'],
    queryFn: ({ signal }) => dataProvider.listGroups(signal),
  })
  const { queue, saving, reorder } = useQueue(groupId)
  const title = translate('waitingList.screen.title')
  const group = groups.data?.content.find((g) => g.id === groupId)
  return (
    <PageScaffold title={title}>
      <TextField
        select
        size="small"
        sx={{ minWidth: 320, mb: 2 }}
        label={translate('waitingList.screen.group')}
        value={groupId ?? ''}
        onChange={(e) => setParams({ group: String(e.target.value) })}
      >
        {(groups.data?.content ?? []).map((g) => (
          <MenuItem key={g.id} value={g.id}>
            {g.name}
          </MenuItem>
        ))}
      </TextField>
      {(groups.isPending || queue.isFetching || saving) && (
        <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mb: 1 }} />
      )}
      {groups.isError && <Alert severity="error">{errorMessage(groups.error, translate)}</Alert>}
      {queue.isError && <Alert severity="error">{errorMessage(queue.error, translate)}</Alert>}
      {groupId === undefined && groups.isSuccess && (
        <Typography color="text.secondary">{translate('waitingList.screen.pickGroup')}</Typography>
      )}
      {queue.data?.content.length === 0 && (
        <Typography color="text.secondary">{translate('waitingList.screen.empty')}</Typography>
      )}
      {queue.data && queue.data.content.length > 0 && (
        <RankedList
          events={queue.data.content}
          label={translate('waitingList.screen.queue', { group: group?.name ?? '' })}
          disabled={saving}
          onOrder={(events) => void reorder(events)}
        />
      )}
    </PageScaffold>
  )
}
