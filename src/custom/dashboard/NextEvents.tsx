import { useBasename, useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { showDate } from '../../../common/format'
import SituationChip from '../events/SituationChip'
import type { EventRecord } from '../events/types'

/** The next events by start date, each opening its form. */
export default function NextEvents({ events }: { events: EventRecord[] }) {
  const translate = useTranslate()
  const basename = useBasename()
  if (!events.length)
    return <Typography color="text.secondary">{translate('dashboard.noNextEvents')}</Typography>
  return (
    <List dense disablePadding>
      {events.map((e) => (
        // The link sits in an <li>: a <ul> may hold only list items (axe "list").
        <ListItem key={e.id} disablePadding>
          <ListItemButton
            component={Link}
            to={`${basename}/event/${e.id}/edit`}
            sx={{ gap: 1, flexWrap: 'wrap' }}
          >
            <ListItemText
              primary={e.name}
              secondary={`${showDate(e.startDate, true)} – ${showDate(e.endDate, true)}${e.customer?.name ? ` · ${e.customer.name}` : ''}`}
            />
            <SituationChip situation={e.situation} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  )
}
