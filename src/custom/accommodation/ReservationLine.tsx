import { useTranslate } from 'react-admin'
import Button from '@mui/material/Button'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import { showDate } from '../../../common/format'
import SituationChip from '../events/SituationChip'
import type { ReservationTimeline } from './types'

interface Props {
  reservation: ReservationTimeline['reservations'][number]
  /** The locale key of the line under the event's name; it gets rooms, start, end and `type`. */
  line: string
  type?: string | number
  onOpen: (eventId: number) => void
}

/** One room reservation in a list: its event (or "hidden"), rooms and nights, situation, and a way to the event. */
export default function ReservationLine({ reservation: r, line, type, onOpen }: Props) {
  const translate = useTranslate()
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemText
        primary={r.eventName ?? translate('availability.hidden')}
        secondary={translate(line, {
          type,
          rooms: r.rooms,
          start: showDate(r.start.slice(0, 10)),
          end: showDate(r.end.slice(0, 10)),
        })}
      />
      <SituationChip situation={r.situation} />
      <Button size="small" onClick={() => onOpen(r.eventId)}>
        {translate('availability.timeline.open')}
      </Button>
    </ListItem>
  )
}
