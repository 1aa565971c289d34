import { useEffect, useState } from 'react'
import { useBasename, useLocaleState, useTranslate } from 'react-admin'
import { Link, useSearchParams } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Add from '@mui/icons-material/Add'
import Lightbulb from '@mui/icons-material/Lightbulb'
import { allows } from '../../../permissions/features'
import { roomPeriodOf, suggestedRoomOf, withoutSuggestedRoom } from '../../availability/addToEvent'
import { formatMoney, showDate } from '../../../resources/format'
import { useCurrencySymbol } from '../../../widgets/useCurrencySymbol'
import { errorMessage } from '../../../providers/errors'
import EnvironmentForm from './EnvironmentForm'
import type { EnvironmentItem } from './environmentTypes'
import ItemTable, { refName, type Column } from './ItemTable'
import { useItemLabels } from './useItemFailure'
import { useItems, type ItemTabProps } from './useItems'

/**
 * The event's environments: the list, and the insert / edit form in its place. "Sugerir ambiente"
 * opens the suggestion for this event; a room picked there comes back in the URL (`addRoom`, see
 * availability/addToEvent.ts) and opens the add form with it, its period within the event's dates.
 */
export default function EnvironmentTab(props: ItemTabProps) {
  const translate = useTranslate()
  const basename = useBasename()
  const [locale] = useLocaleState()
  const symbol = useCurrencySymbol()
  const { list, save, remove, editing, open, failure, permitted } = useItems<EnvironmentItem>(
    'environment',
    props,
  )
  const label = (f: string) => translate(`events.environment.fields.${f}`)
  const labels = useItemLabels('events.environment')
  const [params, setParams] = useSearchParams()
  // Read once: the URL is cleaned at once, so a reload after saving does not offer the room again.
  const [suggested, setSuggested] = useState(() => suggestedRoomOf(params))
  const [waiting, setWaiting] = useState(suggested !== undefined)
  useEffect(() => {
    if (suggested) setParams((p) => withoutSuggestedRoom(p), { replace: true })
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  // The form opens once the list says whether rooms may be added (state set while rendering).
  if (waiting && list.data) {
    setWaiting(false)
    if (permitted.add) open('new')
  }

  if (editing) {
    const item = editing === 'new' ? undefined : editing
    const fromSuggestion = editing === 'new' ? suggested : undefined
    const carried = fromSuggestion ? roomPeriodOf(fromSuggestion, props.period) : undefined
    return (
      <>
        {fromSuggestion ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('events.environment.fromSuggestion')}
            {carried?.clamped ? ` ${translate('events.environment.periodClamped')}` : ''}
          </Alert>
        ) : null}
        <EnvironmentForm
          key={item?.id ?? (fromSuggestion ? `suggested-${fromSuggestion.room}` : 'new')}
          item={item}
          period={carried ? carried.period : props.period}
          prefill={
            fromSuggestion
              ? {
                  room: { id: fromSuggestion.room },
                  format: fromSuggestion.format,
                  people: fromSuggestion.people,
                }
              : undefined
          }
          busy={save.isPending}
          failure={failure}
          onCancel={() => {
            setSuggested(undefined)
            open(null)
          }}
          onSave={(body) => save.mutate({ body, id: item?.id })}
        />
      </>
    )
  }
  if (list.isPending) return <CircularProgress aria-label={translate('ra.page.loading')} />
  if (list.isError) return <Alert severity="error">{errorMessage(list.error, translate)}</Alert>
  const columns: Column<EnvironmentItem>[] = [
    { key: 'environment', label: label('environment'), render: (r) => refName(r.environment) },
    {
      key: 'environmentFormat',
      label: label('environmentFormat'),
      render: (r) => refName(r.environmentFormat),
    },
    { key: 'startDateHour', label: label('startDateHour'), render: (r) => showDate(r.startDateHour, true) },
    { key: 'endDateHour', label: label('endDateHour'), render: (r) => showDate(r.endDateHour, true) },
    { key: 'esteemedPeople', label: label('esteemedPeople'), render: (r) => r.esteemedPeople ?? '' },
    { key: 'dailyRate', label: label('dailyRate'), render: (r) => formatMoney(r.dailyRate, locale, symbol) },
  ]
  return (
    <Box>
      {/* A refused delete (e.g. event.environmentHasEquipment) is said above the list. */}
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(failure, translate, labels)}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {permitted.add ? (
          <Button
            variant="outlined"
            startIcon={<Add />}
            onClick={() => {
              setSuggested(undefined)
              open('new')
            }}
          >
            {translate('events.environment.add')}
          </Button>
        ) : null}
        {permitted.add && allows('environment-suggest') ? (
          <Button
            component={Link}
            to={`${basename}/environment-suggest?event=${props.eventId}`}
            startIcon={<Lightbulb />}
          >
            {translate('events.environment.suggest')}
          </Button>
        ) : null}
      </Box>
      <ItemTable
        label={translate('events.tabs.environment')}
        empty={translate('events.environment.empty')}
        rows={list.data.content}
        columns={columns}
        nameOf={(r) => refName(r.environment)}
        busy={remove.isPending}
        onEdit={permitted.edit ? open : undefined}
        onDelete={permitted.remove ? (r) => remove.mutate(r.id) : undefined}
      />
    </Box>
  )
}
