import { useEffect } from 'react'
import { useTranslate } from 'react-admin'
import { useDroppable } from '@dnd-kit/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { BoardFilter, KanbanCard as Card, ShownColumn } from './api'
import KanbanCard, { CARD_HEIGHT } from './KanbanCard'
import { useWindow } from './useWindow'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

interface Props {
  /** Its `readAt` changes with each read of the board or of this column: it starts again from that first page. */
  column: ShownColumn
  filter: BoardFilter
  /** Cards on their way here (shown first) or away from here (hidden) while their moves are sent. */
  arriving: Card[]
  leaving: number[]
  onOpen: (card: Card) => void
}

/** One status: its cards 20 at a time, more as the list nears its end, only the visible ones rendered. */
export default function KanbanColumn({ column, filter, arriving, leaving, onOpen }: Props) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const { status } = column
  const { setNodeRef, isOver } = useDroppable({ id: `column-${status.id}`, data: { status } })
  const pages = useInfiniteQuery({
    queryKey: ['eventdesk', 'kanban', 'column', status.id, filter, column.readAt],
    queryFn: ({ pageParam, signal }) => dataProvider.readColumnPage(status.id, pageParam, filter, signal),
    initialPageParam: 0,
    initialData: { pages: [column.page], pageParams: [0] },
    getNextPageParam: (last) => (last.number + 1 < last.totalPages ? last.number + 1 : undefined),
    staleTime: Infinity,
  })
  const loaded = (pages.data?.pages ?? []).flatMap((p) => p.content)
  const arrivingIds = new Set(arriving.map((c) => c.id))
  const here = loaded.filter((c) => !leaving.includes(c.id) && !arrivingIds.has(c.id))
  const cards = [...arriving, ...here]
  const total = column.page.totalElements + arriving.length - leaving.length
  const win = useWindow(cards.length, CARD_HEIGHT)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages
  useEffect(() => {
    if (win.nearEnd && hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [win.nearEnd, hasNextPage, isFetchingNextPage, fetchNextPage])
  const titleId = `kanban-column-${status.id}`
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        width: 280,
        flex: '0 0 280px',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: isOver ? 'action.hover' : 'background.default',
        borderTop: 4,
        borderTopColor: status.color ?? 'divider',
      }}
    >
      <Box sx={{ p: 1, display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h2" noWrap>
          {status.name}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          aria-label={translate('kanban.board.count', { smart_count: total })}
        >
          {total}
        </Typography>
      </Box>
      <Box
        role="list"
        aria-labelledby={titleId}
        onScroll={win.onScroll}
        sx={{ px: 1, overflowY: 'auto', height: 'calc(100vh - 280px)', minHeight: 320 }}
      >
        {/* A list holds list items only: the empty column says so in one (axe, critical). */}
        {cards.length === 0 && (
          <Typography role="listitem" variant="body2" color="text.secondary" sx={{ p: 1 }}>
            {translate('kanban.board.emptyColumn')}
          </Typography>
        )}
        <div role="presentation" style={{ height: win.before }} />
        {cards.slice(win.first, win.last).map((card) => (
          <div role="listitem" key={card.id}>
            <KanbanCard card={card} statusId={status.id} onOpen={onOpen} />
          </div>
        ))}
        <div role="presentation" style={{ height: win.after }} />
        {isFetchingNextPage && (
          <div role="listitem">
            <CircularProgress size={20} aria-label={translate('ra.page.loading')} />
          </div>
        )}
      </Box>
    </Paper>
  )
}
