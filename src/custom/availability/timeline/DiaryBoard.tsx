import { useEffect, useMemo } from 'react'
import { useLocaleState, useNotify, useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import Add from '@mui/icons-material/Add'
import { loadable } from '../../../widgets/loadable'
import { errorMessage } from '../../../providers/errors'
import { ordinal } from '../ordinal'
import { usePalette } from '../palette'
import BookingDialog from './BookingDialog'
import DiaryList from './DiaryList'
import { diaryItems, type DiaryOptions } from './diaryItems'
import { showDate } from '../../../../common/format'
import { movable } from '../movable'
import { certain, dropConflict, type DropConflict } from './dropConflict'
import { useBookingActions } from './useBookingActions'
import { useDiary } from './useDiary'

function TimelineLoading() {
  const translate = useTranslate()
  return <CircularProgress aria-label={translate('ra.page.loading')} />
}
// Not React.lazy: a Suspense boundary would hold the drawn timeline back up to 300 ms (loadable.tsx).
const DiaryTimeline = loadable(() => import('./DiaryTimeline'), TimelineLoading)

export interface DiaryBoardProps {
  start: Date
  end: Date
  onRange: (start: Date, end: Date) => void
  situations: string[]
  environments?: number[]
  options: DiaryOptions
  /** Drag, resize and create on the timeline (off in the calendar's resource view). */
  editable: boolean
  list: boolean
}

/**
 * One diary on screen (the environment timeline, the calendar's resource view): the windowed
 * read, the timeline or the list, and the dialogs that do by keyboard what the mouse does.
 */
export default function DiaryBoard(props: DiaryBoardProps) {
  const translate = useTranslate()
  const notify = useNotify()
  const [locale] = useLocaleState()
  const palette = usePalette()
  const diary = useDiary(props.start, props.end, props.situations, props.environments)
  // vis-timeline's chunk loads while the diary is read, not after it arrived.
  useEffect(() => {
    if (!props.list) DiaryTimeline.preload().catch(() => undefined)
  }, [props.list])
  const actions = useBookingActions(diary.data, diary.refresh)
  const holdLabel = (rank: number) => translate('availability.hold', { ordinal: ordinal(rank, locale) })
  const timeFormat = useMemo(
    () => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }),
    [locale],
  )
  const mapped = useMemo(() => {
    if (!diary.data) return undefined
    return diaryItems(
      diary.data,
      { start: new Date(diary.window.start), end: new Date(diary.window.end) },
      palette,
      props.options,
      {
        hold: holdLabel,
        hidden: translate('availability.hidden'),
        maintenance: (type) => translate(`availability.maintenance.${type}`),
        time: (d) => timeFormat.format(d),
      },
      movable,
    )
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [diary.data, palette, props.options, locale, translate])

  /** A drop conflict in words, said on the dragged booking (and, when certain, as the refusal). */
  const conflictText = (found: DropConflict) =>
    found.kind === 'OUTSIDE_EVENT'
      ? translate('availability.timeline.conflictOutsideEvent', {
          start: showDate(found.eventStart, true),
          end: showDate(found.eventEnd, true),
        })
      : found.kind === 'MAINTENANCE'
        ? translate('availability.timeline.conflictMaintenance')
        : translate('availability.timeline.conflictBooking', {
            event: found.eventName ?? translate('availability.hidden'),
          })

  if (diary.isPending) return <CircularProgress aria-label={translate('ra.page.loading')} />
  if (diary.isError) return <Alert severity="error">{errorMessage(diary.error, translate)}</Alert>
  const data = diary.data!
  const empty = data.bookings.length === 0
  const editable = props.editable && !props.options.byDay
  return (
    <Box>
      {diary.isFetching ? (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      ) : (
        <Box sx={{ height: 4 }} />
      )}
      {props.editable && data.environments.length ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, my: 1 }}>
          <Button startIcon={<Add />} onClick={() => actions.onCreate(data.environments[0].id, props.start)}>
            {translate('availability.timeline.create')}
          </Button>
          {editable && !props.list ? (
            <Typography variant="body2" color="text.secondary">
              {translate('availability.timeline.hint')}
            </Typography>
          ) : null}
        </Box>
      ) : null}
      {empty ? (
        <Alert severity="info" sx={{ my: 1 }}>
          {translate('availability.timeline.empty')}
        </Alert>
      ) : null}
      {props.list ? (
        <DiaryList
          diary={data}
          holdLabel={holdLabel}
          onOpen={actions.open}
          onMove={editable ? actions.askMove : undefined}
          onRank={props.editable ? (b, rank) => void actions.rank(b, rank) : undefined}
        />
      ) : (
        <DiaryTimeline
          groups={mapped!.groups}
          items={mapped!.items}
          start={props.start}
          end={props.end}
          locale={locale}
          editable={editable}
          onRange={props.onRange}
          onOpen={actions.open}
          onMove={actions.onMove}
          onCreate={actions.onCreate}
          conflict={(booking, room, start, end) => {
            const found = dropConflict(data, booking, room, start, end)
            return found ? { text: conflictText(found), certain: certain(found) } : null
          }}
          onRefused={(reason) => notify(reason, { type: 'warning' })}
        />
      )}
      {actions.dialog ? (
        <BookingDialog
          key={actions.dialog.kind === 'move' ? `m${actions.dialog.booking.id}` : 'create'}
          title={translate(`availability.timeline.${actions.dialog.kind}Title`)}
          rooms={data.environments}
          initial={actions.dialog.draft}
          booking={actions.dialog.kind === 'move' ? actions.dialog.booking : undefined}
          busy={actions.busy}
          error={actions.failure}
          onSubmit={(d) => void actions.submit(d)}
          onClose={actions.close}
        />
      ) : null}
    </Box>
  )
}
