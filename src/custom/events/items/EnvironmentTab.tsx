import { useEffect, useState } from 'react'
import { useBasename, useLocaleState, useTranslate } from 'react-admin'
import { Link, useSearchParams } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Add from '@mui/icons-material/Add'
import Lightbulb from '@mui/icons-material/Lightbulb'
import { allows } from '../../../permissions/features'
import { roomPeriodOf, suggestedRoomOf, withoutSuggestedRoom } from './addToEvent'
import { formatMoney, showDate } from '../../../../common/format'
import { useMainCurrencyCode } from '../../../widgets/useCurrencySymbol'
import { errorMessage } from '../../../providers/errors'
import ProblemAlert from '../../../widgets/ProblemAlert'
import QueryState from '../../../widgets/QueryState'
import { itemFormProps } from './itemFormProps'
import EnvironmentForm from './EnvironmentForm'
import type { EnvironmentItem } from './environmentTypes'
import ItemTable, { refName, type Column } from './ItemTable'
import { useItemLabels } from './useItemFailure'
import { useItems, type ItemTabProps } from './useItems'

/**
 * The event's environments: the list, and the insert / edit form in its place. "Sugerir ambiente"
 * opens the suggestion for this event; a room picked there comes back in the URL (`addRoom`, see
 * ./addToEvent.ts) and opens the add form with it, its period within the event's dates.
 */
export default function EnvironmentTab(props: ItemTabProps) {
  const translate = useTranslate()
  const basename = useBasename()
  const [locale] = useLocaleState()
  const currency = useMainCurrencyCode()
  const items = useItems<EnvironmentItem>('environment', props)
  const { list, remove, editing, open, failure, permitted } = items
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
    const form = itemFormProps(items)
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
          key={form.item?.id ?? (fromSuggestion ? `suggested-${fromSuggestion.room}` : 'new')}
          {...form}
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
          onCancel={() => {
            setSuggested(undefined)
            open(null)
          }}
        />
      </>
    )
  }
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
    {
      key: 'dailyRate',
      label: label('dailyRate'),
      render: (r) => formatMoney(r.dailyRate, locale, currency),
    },
  ]
  return (
    <QueryState query={list}>
      {({ content }) => (
        <Box>
          {/* A refused delete (e.g. event.environmentHasEquipment) is said above the list. */}
          <ProblemAlert text={failure ? errorMessage(failure, translate, labels) : undefined} />
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
            rows={content}
            columns={columns}
            nameOf={(r) => refName(r.environment)}
            busy={remove.isPending}
            onEdit={permitted.edit ? open : undefined}
            onDelete={permitted.remove ? (r) => remove.mutate(r.id) : undefined}
          />
        </Box>
      )}
    </QueryState>
  )
}
