import { lazy, Suspense, useMemo, useState } from 'react'
import { useBasename, useLocaleState, useTranslate } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import CircularProgress from '@mui/material/CircularProgress'
import LinearProgress from '@mui/material/LinearProgress'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useConfigurationValue } from '../../../providers/useConfigurationValue'
import { allows } from '../../../permissions/features'
import { errorMessage } from '../../../providers/errors'
import PageScaffold from '../../../widgets/PageScaffold'
import { isSituation, MAIN_SITUATIONS } from '../../../../common/events/situations'
import { usePalette } from '../palette'
import { calendarEvents, holidayEvents, type CalendarFilter } from './calendarEvents'
import CalendarFilters from './CalendarFilters'
import ResourceView from './ResourceView'
import { useCalendarEntries, useHolidays } from './useCalendar'

const EventCalendar = lazy(() => import('./EventCalendar'))

/**
 * /app/event-calendar (event-domain.md §2): day, week, month and list in FullCalendar, and the
 * resource view (rooms as rows) drawn by the environment timeline's diary.
 */
export default function CalendarPage() {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const navigate = useNavigate()
  const basename = useBasename()
  const palette = usePalette()
  const phone = useMediaQuery('(max-width:600px)')
  const configured = useConfigurationValue('CALENDAR_SITUATIONS')
  const showCanceled = useConfigurationValue('SHOW_CANCELED_ON_CALENDAR') === true
  const weekends = useConfigurationValue('SHOW_WEEKENDS_ON_CALENDAR') !== false
  const showHolidays = useConfigurationValue('SHOW_HOLIDAYS_ON_CALENDAR') !== false
  const defaults = useMemo(() => {
    const list = Array.isArray(configured) ? configured.filter(isSituation) : []
    const base = list.length ? list : [...MAIN_SITUATIONS]
    return showCanceled ? [...base, 'CANCELED'] : base
  }, [configured, showCanceled])
  const [chosen, setFilter] = useState<CalendarFilter>()
  const filter: CalendarFilter = chosen ?? { situations: [], environments: [], eventTypes: [] }
  const situations = filter.situations.length ? filter.situations : defaults
  const [mode, setMode] = useState<'grid' | 'resource'>('grid')
  const [range, setRange] = useState<{ start: Date; end: Date }>()
  const entries = useCalendarEntries(mode === 'grid' ? range : undefined, situations, filter.eventTypes)
  const holidays = useHolidays(showHolidays && allows('holiday'))
  const events = useMemo(
    () => [
      ...calendarEvents(entries.data ?? [], palette, filter, translate('availability.hidden')),
      ...holidayEvents(holidays, palette.holiday),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [entries.data, palette, chosen, holidays.length, translate],
  )
  const open = (id: number) => navigate(`${basename}/event/${id}/edit`)
  const title = translate('resources.event-calendar.name', { smart_count: 1 })
  return (
    <PageScaffold title={title}>
      <CalendarFilters value={filter} onChange={setFilter} />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        aria-label={translate('availability.calendar.mode')}
        onChange={(_, m: 'grid' | 'resource' | null) => m && setMode(m)}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="grid">{translate('availability.calendar.grid')}</ToggleButton>
        <ToggleButton value="resource">{translate('availability.calendar.resource')}</ToggleButton>
      </ToggleButtonGroup>
      {mode === 'resource' ? (
        <ResourceView situations={situations} environments={filter.environments} />
      ) : (
        <>
          {entries.isFetching ? (
            <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mb: 1 }} />
          ) : null}
          {entries.isError ? <Alert severity="error">{errorMessage(entries.error, translate)}</Alert> : null}
          {entries.isSuccess && events.length === 0 ? (
            <Alert severity="info" sx={{ mb: 1 }}>
              {translate('availability.calendar.empty')}
            </Alert>
          ) : null}
          <Suspense fallback={<CircularProgress aria-label={translate('ra.page.loading')} />}>
            <EventCalendar
              events={events}
              locale={locale}
              weekends={weekends}
              weekendColor={palette.weekend}
              phone={phone}
              onRange={(start, end) =>
                // FullCalendar reports its dates after every render; only a new range is news.
                setRange((r) =>
                  r && r.start.getTime() === start.getTime() && r.end.getTime() === end.getTime()
                    ? r
                    : { start, end },
                )
              }
              onOpen={open}
            />
          </Suspense>
        </>
      )}
    </PageScaffold>
  )
}
