import type { Announcements, Active, Over, ScreenReaderInstructions } from '@dnd-kit/core'
import type { KanbanCard, KanbanStatus } from './api'

type Translate = (key: string, options?: Record<string, unknown>) => string

const cardName = (active: Active) =>
  (active.data.current as { card?: KanbanCard } | undefined)?.card?.name ?? ''
const columnName = (over: Over | null) =>
  (over?.data.current as { status?: KanbanStatus } | undefined)?.status?.name ?? ''

/** What a screen reader says while a card is dragged, in the person's language (dnd-kit's defaults are English). */
export function kanbanAnnouncements(t: Translate): Announcements {
  return {
    onDragStart: ({ active }) => t('kanban.board.announce.start', { card: cardName(active) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('kanban.board.announce.over', { card: cardName(active), column: columnName(over) })
        : t('kanban.board.announce.outside', { card: cardName(active) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('kanban.board.announce.end', { card: cardName(active), column: columnName(over) })
        : t('kanban.board.announce.cancel', { card: cardName(active) }),
    onDragCancel: ({ active }) => t('kanban.board.announce.cancel', { card: cardName(active) }),
  }
}

export const kanbanInstructions = (t: Translate): ScreenReaderInstructions => ({
  draggable: t('kanban.board.announce.instructions'),
})
