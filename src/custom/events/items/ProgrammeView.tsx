import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { showDate } from '../../../../common/format'
import QueryState from '../../../widgets/QueryState'
import { useEventdeskDataProvider } from '../../../providers/useEventdeskDataProvider'
import { TYPES, type Entry, type Environment, type ProgrammeType as Type } from './programmeTypes'

/** An entry as a printed programme reads: its time, then what happens. */
function Entries({ entries }: { entries: Entry[] }) {
  return (
    <Box component="ul" sx={{ m: 0, mb: 1, pl: 3 }}>
      {entries.map((e) => (
        <li key={e.id}>
          <strong>{showDate(e.date, true).slice(11)}</strong> {e.description}
        </li>
      ))}
    </Box>
  )
}

/**
 * The event's programme as the spec groups it (GET /events/event/programming/event): the entries
 * of one programming type, by date, by environment and date, or by date and environment.
 */
export default function ProgrammeView({ eventId }: { eventId: number }) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const [type, setType] = useState<Type>('BY_DATE')
  const query = useQuery({
    queryKey: ['eventdesk', 'event-items', eventId, 'programming', 'grouped', type],
    queryFn: ({ signal }) => dataProvider.readProgramme(eventId, type, signal),
    retry: false,
  })
  const place = (env: Environment | undefined) => env?.name ?? translate('events.programming.noEnvironment')
  const day = (date?: string) => (date ? showDate(date) : '')
  const heading = (text: string, level: 'h4' | 'h5') => (
    <Typography
      component={level}
      variant={level === 'h4' ? 'subtitle1' : 'subtitle2'}
      sx={{ fontWeight: 600 }}
    >
      {text}
    </Typography>
  )
  const groups = query.data?.[0]?.groups ?? []
  return (
    <Box component="section" aria-labelledby={`programme-${eventId}`} sx={{ mt: 3 }}>
      <Typography id={`programme-${eventId}`} variant="h6" component="h3" sx={{ mb: 1 }}>
        {translate('events.programming.grouped')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={type}
        onChange={(_, v: Type | null) => v && setType(v)}
        aria-label={translate('events.programming.fields.type')}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {TYPES.map((t) => (
          <ToggleButton key={t} value={t}>
            {translate(`events.programming.enums.type.${t}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <QueryState query={query}>
        {() =>
          !groups.length ? (
            <Typography color="text.secondary">{translate('events.programming.emptyType')}</Typography>
          ) : (
            groups.map((g, i) => (
              <Box key={i} sx={{ mb: 1 }}>
                {type === 'BY_ENVIRONMENT_AND_DATE'
                  ? heading(place(g.environment), 'h4')
                  : heading(day(g.date), 'h4')}
                {g.entries ? <Entries entries={g.entries} /> : null}
                {g.days?.map((d) => (
                  <Box key={d.date} sx={{ pl: 2 }}>
                    {heading(day(d.date), 'h5')}
                    <Entries entries={d.entries} />
                  </Box>
                ))}
                {g.environments?.map((x) => (
                  <Box key={x.environment?.id ?? 0} sx={{ pl: 2 }}>
                    {heading(place(x.environment), 'h5')}
                    <Entries entries={x.entries} />
                  </Box>
                ))}
              </Box>
            ))
          )
        }
      </QueryState>
    </Box>
  )
}
