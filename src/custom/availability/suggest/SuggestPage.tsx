import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Title, useBasename, useTranslate } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import AddCircle from '@mui/icons-material/AddCircle'
import { errorMessage } from '../../events/errors'
import { pageSx } from '../../events/pageSx'
import { suggestEnvironments, type SuggestQuery } from '../api'
import type { PickedRooms } from '../types'
import SuggestForm from './SuggestForm'
import SuggestResults from './SuggestResults'
import { queryOf, validateSuggest, type SuggestInput } from './suggestForm'

const empty: SuggestInput = { startDate: '', endDate: '', format: '', people: '' }

/**
 * /app/environment-suggest (event-domain.md §2): the rooms that fit a period, format and number of
 * people, free or with the events in conflict; the picked rooms go into a new event's form.
 */
export default function SuggestPage() {
  const translate = useTranslate()
  const navigate = useNavigate()
  const basename = useBasename()
  const [input, setInput] = useState(empty)
  const [errors, setErrors] = useState<ReturnType<typeof validateSuggest>>({})
  const [query, setQuery] = useState<SuggestQuery>()
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const result = useQuery({
    queryKey: ['eventdesk', 'environment-suggest', query],
    queryFn: ({ signal }) => suggestEnvironments(query!, signal),
    enabled: Boolean(query),
    retry: false,
  })
  const submit = () => {
    const found = validateSuggest(input)
    setErrors(found)
    if (Object.keys(found).length) return
    setSelected(new Set())
    setQuery(queryOf(input))
  }
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
    <Card sx={pageSx}>
      <Title title={translate('resources.environment-suggest.name', { smart_count: 1 })} />
      <CardContent>
        <Typography component="h1" variant="h6" sx={{ mb: 2 }}>
          {translate('resources.environment-suggest.name', { smart_count: 1 })}
        </Typography>
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
              <SuggestResults rows={rows} selected={selected} onToggle={toggle} />
              <Button
                variant="contained"
                startIcon={<AddCircle />}
                disabled={selected.size === 0}
                onClick={createWith}
                sx={{ mt: 2 }}
              >
                {translate('availability.suggest.createWith', { smart_count: selected.size })}
              </Button>
            </>
          )}
        </Box>
      </CardContent>
    </Card>
  )
}
