import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { showDate } from '../../../common/format'
import { SEARCH_DEBOUNCE_MS, searchTermOf } from '../../widgets/useReferenceSearch'
import { SITUATIONS_IN_FLOW } from '../../../common/events/situations'
import type { EventRecord } from './types'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

/** What can still take a room: every situation but a cancelled one. */
const OPEN_SITUATIONS = SITUATIONS_IN_FLOW.filter((s) => s !== 'CANCELED')

interface Props {
  id: string
  label: string
  value: EventRecord | null
  onChange: (event: EventRecord | null) => void
}

/** "#12 · Congresso (01/12/2026 – 03/12/2026)": the id, the name and the dates tell two events apart. */
export const eventOptionText = (e: EventRecord) =>
  `#${e.id} · ${e.name} (${showDate(e.startDate.slice(0, 10))} – ${showDate(e.endDate.slice(0, 10))})`

/**
 * Picks one of the events the person can see, through the event list's own call (list-events, with
 * its visibility rules): searched by name, client or number from two characters, 500 ms after
 * typing stops; the latest start dates first.
 */
export default function EventPicker({ id, label, value, onChange }: Props) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const [open, setOpen] = useState(false)
  const [input, setInput] = useState('')
  // What is searched: only what the person typed, not the label shown after a choice.
  const [typed, setTyped] = useState('')
  const [term, setTerm] = useState<string | null>('')
  useEffect(() => {
    const next = searchTermOf(typed)
    const timer = setTimeout(() => setTerm(next), next ? SEARCH_DEBOUNCE_MS : 0)
    return () => clearTimeout(timer)
  }, [typed])
  const search = useQuery({
    queryKey: ['eventdesk', 'event-picker', term],
    queryFn: ({ signal }) =>
      dataProvider.listEvents(
        { situations: [...OPEN_SITUATIONS], search: term || undefined },
        { page: 0, size: 20, sort: 'startDate,desc' },
        signal,
      ),
    enabled: open && term !== null,
    staleTime: 10_000,
  })
  const options = term === null ? [] : (search.data?.content ?? [])
  return (
    <Autocomplete
      id={id}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_, event) => onChange(event)}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        setInput(text)
        setTyped(reason === 'input' ? text : '')
      }}
      options={options}
      filterOptions={(o) => o}
      getOptionLabel={eventOptionText}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={search.isFetching}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate(term === null ? 'permissions.typeMore' : 'ra.navigation.no_results')}
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ minWidth: 280, flex: '1 1 320px', maxWidth: 560 }}
    />
  )
}
