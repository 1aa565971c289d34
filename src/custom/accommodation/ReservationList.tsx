import { useTranslate } from 'react-admin'
import List from '@mui/material/List'
import ReservationLine from './ReservationLine'
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
        <ReservationLine
          key={r.id}
          reservation={r}
          line="accommodation.timeline.line"
          type={types.get(r.hostingUnitType.id) ?? r.hostingUnitType.id}
          onOpen={onOpen}
        />
      ))}
    </List>
  )
}
