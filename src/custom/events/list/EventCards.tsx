import { useBasename, useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'
import Box from '@mui/material/Box'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import Typography from '@mui/material/Typography'
import { showDate } from '../../../../common/format'
import SituationChip from '../SituationChip'
import { priorityKey } from '../situations'
import type { EventRecord } from '../types'

/** One page of events on a phone: a card per event (a ten-column table there scrolls sideways), each opening the event. */
export default function EventCards({ events }: { events: EventRecord[] }) {
  const translate = useTranslate()
  const basename = useBasename()
  return (
    <List aria-label={translate('resources.event.name', { smart_count: 2 })} disablePadding>
      {events.map((e) => (
        <ListItem key={e.id} disablePadding divider data-testid={`event-card-${e.id}`}>
          <ListItemButton
            component={Link}
            to={`${basename}/event/${e.id}/edit`}
            sx={{ display: 'block', py: 1.5 }}
          >
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{e.name}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              #{e.id}
              {e.customer?.name || e.clientName ? ` · ${e.customer?.name ?? e.clientName}` : ''}
            </Typography>
            <Typography variant="body2">
              {showDate(e.startDate, true)} – {showDate(e.endDate, true)}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
              <SituationChip situation={e.situation} />
              {e.priority ? (
                <Typography variant="body2" color="text.secondary">
                  {translate('events.list.cardPriority', { priority: translate(priorityKey(e.priority)) })}
                </Typography>
              ) : null}
            </Box>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  )
}
