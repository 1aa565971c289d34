import type { ReactNode } from 'react'
import { useBasename, useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import ArrowBack from '@mui/icons-material/ArrowBack'
import SituationChip from '../SituationChip'
import type { EventRecord } from '../types'

/** Name, situation (on its colour) and the page's actions above the tabs. */
export default function EventHeader({
  event,
  title,
  actions,
}: {
  event?: EventRecord
  title: string
  actions?: ReactNode
}) {
  const translate = useTranslate()
  const basename = useBasename()
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
      <Button component={Link} to={`${basename}/event`} startIcon={<ArrowBack />} size="small">
        {translate('events.form.backToList')}
      </Button>
      <Typography
        component="h2"
        variant="h5"
        sx={{ flex: '1 1 240px', minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      {event ? (
        <Box role="status" aria-live="polite" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Typography component="span" variant="body2" color="text.secondary">
            {translate('events.form.situationLabel')}
          </Typography>
          <SituationChip situation={event.situation} size="medium" data-testid="event-situation" />
          {event.waitList ? (
            <Chip size="small" variant="outlined" label={translate('events.form.onWaitList')} />
          ) : null}
        </Box>
      ) : null}
      {actions}
    </Box>
  )
}
