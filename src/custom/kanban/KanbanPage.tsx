import { useCallback, useState } from 'react'
import { useTranslate } from 'react-admin'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useConfigurationValue } from '../../providers/useConfigurationValue'
import { errorMessage } from '../../providers/errors'
import PageScaffold from '../../widgets/PageScaffold'
import { BOARD_KEY, type BoardFilter, type KanbanCard } from './api'
import ChecklistDialog from './ChecklistDialog'
import KanbanBoard from './KanbanBoard'
import KanbanToolbar from './KanbanToolbar'
import { useEventPushes } from '../events/useEventPushes'
import { readWhenFree } from '../availability/dragHold'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

/** /app/kanban (event-domain.md §2, platform.md §3): the kanban statuses as columns of event cards. */
export default function KanbanPage() {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const [filter, setFilter] = useState<BoardFilter>({})
  const [opened, setOpened] = useState<KanbanCard | null>(null)
  const onFilter = useCallback(
    (f: BoardFilter) =>
      setFilter((old) => (old.search === f.search && old.employee === f.employee ? old : f)),
    [],
  )
  const board = useQuery({
    queryKey: [...BOARD_KEY, filter],
    queryFn: ({ signal }) => dataProvider.readBoard(filter, signal),
    placeholderData: (previous) => previous,
  })
  const client = useQueryClient()
  // Not under a card being carried (dragHold.ts): once it is dropped and its move answered.
  const reread = () =>
    readWhenFree(`kanban-${JSON.stringify(filter)}`, () => {
      void client.invalidateQueries({ queryKey: [...BOARD_KEY, filter], exact: true })
    })
  // An event made, changed, moved or removed at any desk (a new one belongs on the board too).
  useEventPushes(reread)
  const title = translate('resources.kanban.name', { smart_count: 1 })
  const columns = board.data ?? []
  const empty = board.isSuccess && columns.every((c) => c.page.totalElements === 0)
  // Off, a confirmed event stays in the column it was in: say so, or the board looks stale (issue 35).
  const unlinked = useConfigurationValue('LINK_KANBAN_TO_SITUATIONS') === false
  return (
    <PageScaffold title={title}>
      {unlinked && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('kanban.board.unlinked')}
        </Alert>
      )}
      <KanbanToolbar onFilter={onFilter} />
      {/* A slot of its own, so the board does not jump under a card being dragged when a read starts. */}
      <Box sx={{ height: 4, mb: 1 }}>
        {board.isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}
      </Box>
      {board.isError && (
        <Alert
          severity="error"
          action={<Button onClick={() => void board.refetch()}>{translate('ra.action.refresh')}</Button>}
        >
          {errorMessage(board.error, translate)}
        </Alert>
      )}
      {empty && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate('kanban.board.empty')}
        </Typography>
      )}
      {board.data && <KanbanBoard columns={columns} filter={filter} onOpen={setOpened} />}
      {opened && <ChecklistDialog card={opened} onClose={() => setOpened(null)} />}
    </PageScaffold>
  )
}
