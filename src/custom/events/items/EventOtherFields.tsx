import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { showDate } from '../../../../common/format'
import type { EventRecord } from '../types'
import { refName } from './ItemTable'

type Ref = { id: number; name?: unknown }

/**
 * The rest of the event the spec lists and the general tab does not edit: who created it and
 * when, the lifecycle's dates, the wait-list group, budget and contract marks, the integration guid.
 */
export default function EventOtherFields({ event }: { event: EventRecord }) {
  const translate = useTranslate()
  const yesNo = (v: unknown) => translate(v ? 'ra.boolean.true' : 'ra.boolean.false')
  const rows: [string, string][] = [
    ['createdBy', event.createdBy?.email ?? (event.createdBy ? `#${event.createdBy.id}` : '')],
    ['createdAt', showDate(event.createdAt, true)],
    ['updatedAt', showDate(event.updatedAt, true)],
    ['confirmedAt', showDate(event.confirmedAt, true)],
    ['startedAt', showDate(event.startedAt, true)],
    ['retroactiveStart', yesNo(event.retroactiveStart)],
    ['canceledAt', showDate(event.canceledAt, true)],
    ['cancellationReason', refName(event.cancellationReason as Ref | null)],
    ['cancellationObservation', event.cancellationObservation ?? ''],
    ['waitList', yesNo(event.waitList)],
    ['waitListGroup', refName(event.waitListGroup as Ref | null)],
    ['hasBudget', yesNo(event.hasBudget)],
    ['hasContract', yesNo(event.hasContract)],
    ['guid', typeof event.guid === 'string' ? event.guid : ''],
  ]
  return (
    <Box component="section" aria-labelledby="event-others-title" sx={{ mb: 4 }}>
      <Typography id="event-others-title" variant="h6" component="h3" sx={{ mb: 1 }}>
        {translate('events.others.title')}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 1,
          m: 0,
        }}
      >
        {rows.map(([field, value]) => (
          <Box key={field} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {translate(`events.others.fields.${field}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value || '—'}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
