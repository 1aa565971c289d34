import { useTranslate } from 'react-admin'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import ArrowDownward from '@mui/icons-material/ArrowDownward'
import ArrowUpward from '@mui/icons-material/ArrowUpward'
import DragIndicator from '@mui/icons-material/DragIndicator'
import { showDate } from '../../../common/format'
import SituationChip from '../events/SituationChip'
import { priorityKey } from '../events/situations'
import type { WaitingEvent } from './api'

interface Props {
  event: WaitingEvent
  place: number
  count: number
  disabled: boolean
  onStep: (id: number, step: -1 | 1) => void
}

const dateOf = (v: string | null) => showDate(v, Boolean(v?.includes('T')))

/** One waiting event: dragged by its handle (pointer or keyboard), or moved a place by its buttons. */
export default function WaitingRow({ event, place, count, disabled, onStep }: Props) {
  const translate = useTranslate()
  const name = event.name ?? translate('waitingList.screen.hiddenEvent')
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: event.id, disabled, data: { name } })
  return (
    <Paper
      ref={setNodeRef}
      role="listitem"
      variant="outlined"
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, mb: 1, opacity: isDragging ? 0.6 : 1 }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={translate('waitingList.screen.drag', { name })}
        sx={{ cursor: 'grab' }}
      >
        <DragIndicator />
      </IconButton>
      <Typography sx={{ width: 32, fontWeight: 600 }}>{place}º</Typography>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography noWrap>{name}</Typography>
        <Typography variant="caption" color="text.secondary">
          {dateOf(event.startDate)} – {dateOf(event.endDate)} ·{' '}
          {translate(priorityKey(event.priority), { _: event.priority })}
        </Typography>
      </Box>
      <SituationChip situation={event.situation} />
      <IconButton
        aria-label={translate('waitingList.screen.up', { name })}
        disabled={disabled || place === 1}
        onClick={() => onStep(event.id, -1)}
      >
        <ArrowUpward />
      </IconButton>
      <IconButton
        aria-label={translate('waitingList.screen.down', { name })}
        disabled={disabled || place === count}
        onClick={() => onStep(event.id, 1)}
      >
        <ArrowDownward />
      </IconButton>
    </Paper>
  )
}
