import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { SEARCH_DEBOUNCE_MS, searchTermOf } from '../../widgets/useReferenceSearch'
import type { EventsUser } from './types'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

interface Props {
  label: string
  value: EventsUser | null
  onChange: (user: EventsUser | null) => void
  /** Left out of the options (the user whose permissions are being set). */
  excludeId?: number
}

/**
 * Picks a user of the tenant through `GET /events/events-users/autocomplete?email&page` with the
 * spec's rules: no search for one character, from two or when empty, 500 ms after typing stops.
 */
export default function UserPicker({ label, value, onChange, excludeId }: Props) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const [open, setOpen] = useState(false)
  const [input, setInput] = useState('')
  const [term, setTerm] = useState<string | null>('')
  useEffect(() => {
    const next = searchTermOf(input)
    const timer = setTimeout(() => setTerm(next), next ? SEARCH_DEBOUNCE_MS : 0)
    return () => clearTimeout(timer)
  }, [input])
  const search = useQuery({
    queryKey: ['eventdesk', 'users', 'autocomplete', term],
    queryFn: ({ signal }) => dataProvider.searchUsers(term ?? '', 0, signal),
    enabled: open && term !== null,
    staleTime: 10_000,
  })
  const options = term === null ? [] : (search.data?.content ?? []).filter((u) => u.id !== excludeId)
  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_, user) => onChange(user)}
      inputValue={input}
      onInputChange={(_, text, reason) => setInput(reason === 'reset' ? '' : text)}
      options={options}
      filterOptions={(o) => o}
      getOptionLabel={(u) => u.email}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={search.isFetching}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate(term === null ? 'permissions.typeMore' : 'ra.navigation.no_results')}
      renderInput={(params) => <TextField {...params} label={label} autoFocus />}
    />
  )
}
