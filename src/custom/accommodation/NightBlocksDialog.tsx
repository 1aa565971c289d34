import { useQuery } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import { showDate } from '../../resources/format'
import { errorMessage } from '../../providers/errors'
import SituationChip from '../events/SituationChip'
import { addDays } from './nights'
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
  })
  const here = (blocks.data?.reservations ?? []).filter(
    (r) =>
      r.hostingUnitType.id === night.hostingUnitType.id &&
      r.start.slice(0, 10) <= night.date &&
      r.end.slice(0, 10) > night.date,
  )
  const title = translate('accommodation.map.blocksTitle', {
    type: night.hostingUnitType.name,
    date: showDate(night.date),
  })
  return (
    <Dialog open onClose={onClose} aria-labelledby="night-blocks-title" fullWidth>
      <DialogTitle id="night-blocks-title">{title}</DialogTitle>
      <DialogContent>
        {blocks.isPending ? (
          <CircularProgress aria-label={translate('ra.page.loading')} />
        ) : blocks.isError ? (
          <Alert severity="error">{errorMessage(blocks.error, translate)}</Alert>
        ) : here.length === 0 ? (
          <Alert severity="info">{translate('accommodation.map.noBlocks')}</Alert>
        ) : (
          <List>
            {here.map((r) => (
              <ListItem key={r.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  primary={r.eventName ?? translate('availability.hidden')}
                  secondary={translate('accommodation.map.blockLine', {
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
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
