import { useBasename, useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { showDate } from '../../resources/format'
import SituationChip from '../events/SituationChip'
import type { EventRecord } from '../events/types'

/** The next events by start date, each opening its form. */
export default function NextEvents({ events }: { events: EventRecord[] }) {
  const translate = useTranslate()
  const basename = useBasename()
  if (!events.length) return <Typography color="text.secondary">{translate('dashboard.noNextEvents')}</Typography>
  return (
    <List dense disablePadding>
      {events.map((e) => (
        <ListItemButton key={e.id} component={Link} to={`${basename}/event/${e.id}/edit`} sx={{ gap: 1, flexWrap: 'wrap' }}>
          <ListItemText primary={e.name} secondary={`${showDate(e.startDate, true)} – ${showDate(e.endDate, true)}${e.customer?.name ? ` · ${e.customer.name}` : ''}`} />
          <SituationChip situation={e.situation} />
        </ListItemButton>
      ))}
    </List>
  )
}
