import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useBasename, useTranslate } from 'react-admin'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import AddCircle from '@mui/icons-material/AddCircle'
import ArrowBack from '@mui/icons-material/ArrowBack'
import EventPicker, { eventOptionText } from '../../events/EventPicker'
import { errorMessage } from '../../../providers/errors'
import PageScaffold from '../../../widgets/PageScaffold'
import type { EventRecord } from '../../events/types'
import { addRoomPath } from '../../events/items/addToEvent'
import type { SuggestQuery } from '../api'
import type { PickedRooms, Suggestion } from '../types'
import SuggestForm from './SuggestForm'
import SuggestResults from './SuggestResults'
import { queryOf, validateSuggest, type SuggestInput } from './suggestForm'
import { useEventdeskDataProvider } from '../../../providers/useEventdeskDataProvider'

const empty: SuggestInput = { startDate: '', endDate: '', format: '', people: '' }

/** The event's period and people as the suggestion's request. */
const inputOf = (event: EventRecord): SuggestInput => ({
  startDate: event.startDate,
  endDate: event.endDate,
  format: '',
  people: event.estimatedPeople ? String(event.estimatedPeople) : '',
})

/**
 * /app/environment-suggest (event-domain.md §2): the rooms that fit a period, format and number of
 * people, free or with the events in conflict; the picked rooms go into a new event's form, or
 * one room goes to an existing event (issue 35): the one it was opened for (`?event=<id>`, from
 * the event's environment tab, which also starts the search with the event's dates and people),
 * or one chosen here. That event's add-room form opens with the room, where it is saved.
 */
export default function SuggestPage() {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const navigate = useNavigate()
  const basename = useBasename()
  const [params] = useSearchParams()
  const forId = /^\d+$/.test(params.get('event') ?? '') ? Number(params.get('event')) : undefined
  const [input, setInput] = useState(empty)
  const [errors, setErrors] = useState<ReturnType<typeof validateSuggest>>({})
  const [query, setQuery] = useState<SuggestQuery>()
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [picked, setPicked] = useState<EventRecord | null>(null)
  const forEvent = useQuery({
    queryKey: ['eventdesk', 'event', forId],
    queryFn: ({ signal }) => dataProvider.readEvent(forId!, signal),
    enabled: forId !== undefined,
    retry: false,
  })
  const result = useQuery({
    queryKey: ['eventdesk', 'environment-suggest', query],
    queryFn: ({ signal }) => dataProvider.suggestEnvironments(query!, signal),
    enabled: Boolean(query),
    retry: false,
  })
  const search = (value: SuggestInput) => {
    const found = validateSuggest(value)
    setErrors(found)
    if (Object.keys(found).length) return
    setSelected(new Set())
    setQuery(queryOf(value))
  }
  const submit = () => search(input)
  // Opened for an event: its dates and people fill the form and the search runs once (state set
  // while rendering, React's pattern for what follows a read).
  const [prefilled, setPrefilled] = useState(false)
  if (forEvent.data && !prefilled) {
    setPrefilled(true)
    const value = inputOf(forEvent.data)
    setInput(value)
    search(value)
  }
  const target = forId !== undefined ? forEvent.data : (picked ?? undefined)
  const addTo = (event: EventRecord) => (row: Suggestion) =>
    navigate(
      addRoomPath(basename, event.id, {
        room: row.environment.id,
        start: query!.startDate,
        end: query!.endDate,
        format: query!.format,
        people: query!.people,
      }),
    )
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s)
      if (!next.delete(id)) next.add(id)
      return next
    })
  const rows = result.data?.content ?? []
  const createWith = () => {
    const state: PickedRooms = {
      startDate: query!.startDate,
      endDate: query!.endDate,
      people: query!.people,
      environments: rows
        .filter((r) => selected.has(r.environment.id))
        .map((r) => ({ id: r.environment.id, name: r.environment.name, formatId: query!.format })),
    }
    navigate(`${basename}/event/create`, { state: { pickedRooms: state } })
  }

  return (
    <PageScaffold title={translate('resources.environment-suggest.name', { smart_count: 1 })} headingGap={2}>
      {forId !== undefined ? (
        forEvent.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(forEvent.error, translate)}
          </Alert>
        ) : (
          <Alert
            severity="info"
            sx={{ mb: 2 }}
            action={
              <Button
                component={Link}
                to={`${basename}/event/${forId}/edit?tab=environment`}
                startIcon={<ArrowBack />}
              >
                {translate('availability.suggest.backToEvent')}
              </Button>
            }
          >
            {translate('availability.suggest.forEvent', {
              event: forEvent.data ? eventOptionText(forEvent.data) : `#${forId}`,
            })}
          </Alert>
        )
      ) : null}
      <SuggestForm
        value={input}
        errors={errors}
        busy={result.isFetching}
        onChange={setInput}
        onSubmit={submit}
      />
      <Box sx={{ mt: 3 }} aria-live="polite">
        {!query ? (
          <Typography color="text.secondary">{translate('availability.suggest.hint')}</Typography>
        ) : result.isPending ? (
          <CircularProgress aria-label={translate('ra.page.loading')} />
        ) : result.isError ? (
          <Alert severity="error">{errorMessage(result.error, translate)}</Alert>
        ) : rows.length === 0 ? (
          <Alert severity="info">{translate('availability.suggest.none')}</Alert>
        ) : (
          <>
            <SuggestResults
              rows={rows}
              selected={selected}
              onToggle={forId === undefined ? toggle : undefined}
              onAdd={target ? addTo(target) : undefined}
            />
            {forId === undefined ? (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 2 }}>
                <Button
                  variant="contained"
                  startIcon={<AddCircle />}
                  disabled={selected.size === 0}
                  onClick={createWith}
                >
                  {translate('availability.suggest.createWith', { smart_count: selected.size })}
                </Button>
                {/* Or a room goes to an event already made: chosen here, each room then offers it. */}
                <EventPicker
                  id="suggest-event"
                  label={translate('availability.suggest.pickEvent')}
                  value={picked}
                  onChange={setPicked}
                />
              </Box>
            ) : null}
          </>
        )}
      </Box>
    </PageScaffold>
  )
}
