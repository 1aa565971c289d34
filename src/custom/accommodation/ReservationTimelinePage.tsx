import { lazy, Suspense, useEffect, useMemo } from 'react'
import { useBasename, useLocaleState, useTranslate } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import LinearProgress from '@mui/material/LinearProgress'
import { errorMessage } from '../../providers/errors'
import PageScaffold from '../../widgets/PageScaffold'
import { usePalette } from '../availability/palette'
import TimelineToolbar from '../availability/timeline/TimelineToolbar'
import { DEFAULT_CHOICES } from '../availability/timeline/timelineState'
import { useDiaryWindow } from '../availability/timeline/useDiaryWindow'
import { reservationItems } from './reservationItems'
import ReservationList from './ReservationList'
import { useReservationTimeline } from './useReservationTimeline'
import './reservationTimeline.css'

// The environment timeline's vis-timeline module, loaded only when a timeline is drawn.
const loadTimeline = () => import('../availability/timeline/DiaryTimeline')
const DiaryTimeline = lazy(loadTimeline)
const noop = () => undefined

/** /app/reservation-timeline (event-domain §2): hosting-unit types as rows, room reservations over time. */
export default function ReservationTimelinePage() {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const navigate = useNavigate()
  const basename = useBasename()
  const palette = usePalette()
  const { range, list, toolbar, onRange } = useDiaryWindow('month')
  const timeline = useReservationTimeline(range.start, range.end)
  useEffect(() => {
    if (!list) void loadTimeline()
  }, [list])
  const mapped = useMemo(
    () =>
      timeline.data
        ? reservationItems(timeline.data, palette, {
            hidden: translate('availability.hidden'),
            rooms: (n) => translate('accommodation.timeline.rooms', { n }),
          })
        : undefined,
    [timeline.data, palette, translate],
  )
  const openEvent = (eventId: number) => navigate(`${basename}/event/${eventId}/edit?tab=accommodation`)
  const openReservation = (id: number) => {
    const r = timeline.data?.reservations.find((x) => x.id === id)
    if (r) openEvent(r.eventId)
  }
  const title = translate('resources.reservation-timeline.name', { smart_count: 1 })

  const body = () => {
    if (timeline.isPending) return <CircularProgress aria-label={translate('ra.page.loading')} />
    if (timeline.isError) return <Alert severity="error">{errorMessage(timeline.error, translate)}</Alert>
    const data = timeline.data
    return (
      <>
        {timeline.isFetching ? (
          <LinearProgress aria-label={translate('ra.page.loading')} />
        ) : (
          <Box sx={{ height: 4 }} />
        )}
        {!data.rentalUnitTypes.length ? (
          <Alert severity="info" sx={{ my: 1 }}>
            {translate('accommodation.timeline.noTypes')}
          </Alert>
        ) : !data.reservations.length ? (
          <Alert severity="info" sx={{ my: 1 }}>
            {translate('accommodation.timeline.empty')}
          </Alert>
        ) : null}
        {list ? (
          <ReservationList data={data} onOpen={openEvent} />
        ) : (
          <Suspense fallback={<CircularProgress aria-label={translate('ra.page.loading')} />}>
            <Box className="reservation-timeline">
              <DiaryTimeline
                groups={mapped!.groups}
                items={mapped!.items}
                start={range.start}
                end={range.end}
                locale={locale}
                editable={false}
                onRange={onRange}
                onOpen={openReservation}
                onMove={async () => false}
                onCreate={noop}
              />
            </Box>
          </Suspense>
        )}
      </>
    )
  }

  return (
    <PageScaffold title={title}>
      <TimelineToolbar choices={DEFAULT_CHOICES} onChoices={noop} withOptions={false} {...toolbar} />
      {body()}
    </PageScaffold>
  )
}
