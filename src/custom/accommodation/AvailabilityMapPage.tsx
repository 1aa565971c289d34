import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useBasename, useTranslate } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import DateField from '../../widgets/DateField'
import PageScaffold from '../../widgets/PageScaffold'
import QueryRows from '../../widgets/QueryRows'
import AvailabilityGrid from './AvailabilityGrid'
import { useRereadOnDiary } from '../availability/diaryPush'
import NightBlocksDialog from './NightBlocksDialog'
import { addDays, daysBetween } from '../../../common/wire-dates'
import { daysInMonth, isDay, today } from './nights'
import type { AvailabilityNight } from './types'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

const monthOf = (day: string) => {
  const first = `${day.slice(0, 8)}01`
  return { start: first, end: addDays(first, daysInMonth(first) - 1) }
}

/** What is wrong with a period, as a locale key; the spec allows at most the days of the start month. */
function periodProblem(start?: string, end?: string): string | undefined {
  if (!isDay(start) || !isDay(end)) return 'accommodation.map.invalidPeriod'
  if (end < start) return 'accommodation.map.endBeforeStart'
  const nights = daysBetween(start, end) + 1
  return nights > daysInMonth(start) ? 'accommodation.map.tooLong' : undefined
}

/** The nights start..end as the wire's local date-times, for comparing with a push's period. */
const nightsShown = (p: { start: string; end: string }) => ({
  start: `${p.start}T00:00:00`,
  end: `${addDays(p.end, 1)}T00:00:00`,
})

/** /app/availability-map (event-domain §2): nights × hosting-unit types, up to a month, a cell opens its blocks. */
export default function AvailabilityMapPage() {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const navigate = useNavigate()
  const basename = useBasename()
  const [period, setPeriod] = useState(() => monthOf(today()))
  const [picked, setPicked] = useState<AvailabilityNight>()
  const problem = periodProblem(period.start, period.end)
  const mapKey = ['eventdesk', 'availability-map', period.start, period.end]
  // Live (issue 36): a push over these nights (a block, a situation change) reads the map again.
  useRereadOnDiary(mapKey, problem ? undefined : nightsShown(period))
  const map = useQuery({
    queryKey: mapKey,
    queryFn: ({ signal }) => dataProvider.readAvailabilityMap(period.start, period.end, signal),
    enabled: !problem,
    retry: false,
  })
  const title = translate('resources.availability-map.name', { smart_count: 1 })
  return (
    <PageScaffold title={title}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, '& > *': { width: 220 } }}>
        <Box>
          <DateField
            id="availability-map-start"
            label={translate('accommodation.map.start')}
            value={period.start}
            onChange={(start) => setPeriod((p) => ({ ...p, start: start ?? '' }))}
            error={Boolean(problem)}
          />
        </Box>
        <Box>
          <DateField
            id="availability-map-end"
            label={translate('accommodation.map.end')}
            value={period.end}
            onChange={(end) => setPeriod((p) => ({ ...p, end: end ?? '' }))}
            error={Boolean(problem)}
          />
        </Box>
      </Box>
      {problem ? (
        <Alert severity="warning">{translate(problem)}</Alert>
      ) : (
        <QueryRows query={map} empty={translate('accommodation.map.empty')}>
          {(nights) => <AvailabilityGrid nights={nights} onPick={setPicked} />}
        </QueryRows>
      )}
      {picked ? (
        <NightBlocksDialog
          night={picked}
          onClose={() => setPicked(undefined)}
          onOpen={(eventId) => navigate(`${basename}/event/${eventId}/edit?tab=accommodation`)}
        />
      ) : null}
    </PageScaffold>
  )
}
