import { useQuery } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import List from '@mui/material/List'
import { showDate } from '../../../common/format'
import QueryRows from '../../widgets/QueryRows'
import ReservationLine from './ReservationLine'
import { addDays } from '../../../common/wire-dates'
import type { AvailabilityNight } from './types'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

interface Props {
  night: AvailabilityNight
  onOpen: (eventId: number) => void
  onClose: () => void
}

/** The blocks (events' reservations) holding rooms of one type on one night of the map. */
export default function NightBlocksDialog({ night, onOpen, onClose }: Props) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const blocks = useQuery({
    queryKey: ['eventdesk', 'reservation-timeline', 'night', night.date],
    queryFn: ({ signal }) => dataProvider.readReservationTimeline(night.date, addDays(night.date, 1), signal),
    retry: false,
    // Those holding rooms of the cell's type on its night.
    select: (data) =>
      data.reservations.filter(
        (r) =>
          r.hostingUnitType.id === night.hostingUnitType.id &&
          r.start.slice(0, 10) <= night.date &&
          r.end.slice(0, 10) > night.date,
      ),
  })
  const title = translate('accommodation.map.blocksTitle', {
    type: night.hostingUnitType.name,
    date: showDate(night.date),
  })
  return (
    <Dialog open onClose={onClose} aria-labelledby="night-blocks-title" fullWidth>
      <DialogTitle id="night-blocks-title">{title}</DialogTitle>
      <DialogContent>
        <QueryRows query={blocks} empty={translate('accommodation.map.noBlocks')}>
          {(here) => (
            <List>
              {here.map((r) => (
                <ReservationLine
                  key={r.id}
                  reservation={r}
                  line="accommodation.map.blockLine"
                  onOpen={onOpen}
                />
              ))}
            </List>
          )}
        </QueryRows>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
