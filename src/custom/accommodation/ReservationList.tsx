import { useTranslate } from 'react-admin'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import { showDate } from '../../resources/format'
import SituationChip from '../events/SituationChip'
import type { ReservationTimeline } from './types'

interface Props {
  data: ReservationTimeline
  onOpen: (eventId: number) => void
}

/** The reservation timeline as a list (phones, the keyboard): one line per reservation, by arrival. */
export default function ReservationList({ data, onOpen }: Props) {
  const translate = useTranslate()
  const types = new Map(data.rentalUnitTypes.map((t) => [t.id, t.name]))
  const rows = [...data.reservations].sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id)
  if (!rows.length) return null
  return (
    <List aria-label={translate('accommodation.timeline.listLabel')}>
      {rows.map((r) => (
        <ListItem key={r.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
          <ListItemText
            primary={r.eventName ?? translate('availability.hidden')}
            secondary={translate('accommodation.timeline.line', {
              type: types.get(r.hostingUnitType.id) ?? r.hostingUnitType.id,
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
      ))}
    </List>
  )
}
