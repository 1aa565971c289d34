import { memo, type KeyboardEvent } from 'react'
import { useTranslate } from 'react-admin'
import { useDraggable } from '@dnd-kit/core'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { showDate } from '../../../common/format'
import SituationChip from '../events/SituationChip'
import type { KanbanCard as Card } from './api'

/** Every card has one height: the column windows its list by it (see useWindow). */
export const CARD_HEIGHT = 132

/** The wire's dates as the UI shows them, with the hour when the value has one. */
const dateOf = (v: string | null | undefined) => showDate(v, Boolean(v?.includes('T')))

export const customerOf = (card: Card) => card.customer?.name ?? card.clientName ?? ''

/** The card's face: what the column shows and what follows the pointer while dragging. */
export function CardFace({ card, dragging = false }: { card: Card; dragging?: boolean }) {
  const translate = useTranslate()
  const { checklist } = card
  return (
    <Paper
      elevation={dragging ? 6 : 1}
      sx={{ p: 1, height: CARD_HEIGHT - 8, overflow: 'hidden', display: 'grid', gap: 0.5 }}
    >
      {/* A card's name is a heading under its column's h2 (subtitle2 alone would be an h6). */}
      <Typography variant="subtitle2" component="h3" noWrap title={card.name}>
        {card.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {customerOf(card) || '—'}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap>
        {dateOf(card.startDate)} – {dateOf(card.endDate)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <SituationChip situation={card.situation} />
        {checklist && (
          <Typography variant="caption" aria-label={translate('kanban.board.checklistProgress', checklist)}>
            {checklist.done}/{checklist.total}
          </Typography>
        )}
      </Box>
      {checklist && checklist.total > 0 && (
        <LinearProgress
          variant="determinate"
          value={(100 * checklist.done) / checklist.total}
          aria-label={translate('kanban.board.checklistProgress', checklist)}
        />
      )}
    </Paper>
  )
}

interface Props {
  card: Card
  statusId: number
  onOpen: (card: Card) => void
}

/**
 * A draggable card: the pointer drags it from anywhere on it, Space picks it up from the keyboard
 * (KanbanBoard's sensors); a click or Enter opens its checklist instead.
 */
function KanbanCard({ card, statusId, onOpen }: Props) {
  const translate = useTranslate()
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: card.id,
    data: { card, statusId },
  })
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !isDragging) onOpen(card)
    else listeners?.onKeyDown?.(e)
  }
  return (
    <Box
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      onKeyDown={onKeyDown}
      onClick={() => onOpen(card)}
      aria-roledescription={translate('kanban.board.cardRole')}
      // Named by its content (name, customer, dates, situation, checklist): an aria-label with
      // less than the card shows is a label/name mismatch (WCAG 2.5.3).
      data-testid={`kanban-card-${card.id}`}
      sx={{
        height: CARD_HEIGHT,
        pb: 1,
        cursor: 'grab',
        opacity: isDragging ? 0.4 : 1,
        outline: 'none',
        '&:focus-visible > *': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      <CardFace card={card} />
    </Box>
  )
}

export default memo(KanbanCard)
