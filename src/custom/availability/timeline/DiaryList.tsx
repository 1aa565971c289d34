import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import { showDate } from '../../../../common/format'
import SituationChip from '../../events/SituationChip'
import { movable } from '../movable'
import type { Booking, Diary } from '../types'

interface Props {
  diary: Diary
  holdLabel: (rank: number) => string
  onOpen: (bookingId: number) => void
  onMove?: (booking: Booking) => void
  /** Moves a hold to another rank among the options on its room (up is rank - 1). */
  onRank?: (booking: Booking, rank: number) => void
}

/** The diary as a list (phones, and anyone who prefers the keyboard): one line per booking, by start. */
export default function DiaryList({ diary, holdLabel, onOpen, onMove, onRank }: Props) {
  const translate = useTranslate()
  const rooms = new Map(diary.environments.map((e) => [e.id, e.name]))
  const bookings = [...diary.bookings].sort((a, b) => a.start.localeCompare(b.start))
  // A hold can go down only when a later option on the same room is in view.
  const later = (b: Booking) =>
    bookings.some((o) => o.environment.id === b.environment.id && (o.holdRank ?? 0) > (b.holdRank ?? 0))
  if (!bookings.length) return null
  return (
    <List aria-label={translate('availability.timeline.listLabel')}>
      {bookings.map((b) => (
        <ListItem key={b.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
          <ListItemText
            primary={`${b.holdRank ? `${holdLabel(b.holdRank)} · ` : ''}${b.eventName ?? translate('availability.hidden')}`}
            secondary={`${rooms.get(b.environment.id) ?? ''} · ${showDate(b.start, true)} – ${showDate(b.end, true)}`}
          />
          <SituationChip situation={b.situation} />
          {/* An event the person may not see (no name) is neither opened nor moved: both end in 403. */}
          <Box sx={{ display: 'flex', gap: 1 }}>
            {b.eventName !== null ? (
              <Button size="small" onClick={() => onOpen(b.id)}>
                {translate('availability.timeline.open')}
              </Button>
            ) : null}
            {onMove && movable(b) ? (
              <Button size="small" onClick={() => onMove(b)}>
                {translate('availability.timeline.move')}
              </Button>
            ) : null}
            {onRank && b.holdRank && movable(b) ? (
              <>
                <Button size="small" disabled={b.holdRank <= 1} onClick={() => onRank(b, b.holdRank! - 1)}>
                  {translate('availability.timeline.rankUp')}
                </Button>
                <Button size="small" disabled={!later(b)} onClick={() => onRank(b, b.holdRank! + 1)}>
                  {translate('availability.timeline.rankDown')}
                </Button>
              </>
            ) : null}
          </Box>
        </ListItem>
      ))}
    </List>
  )
}
