import { useQuery } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Skeleton from '@mui/material/Skeleton'
import Check from '@mui/icons-material/Check'
import { type Situation, SITUATIONS_IN_FLOW } from '../../../../common/events/situations'
import { situationKey, textOn } from '../situations'
import type { EventFilter } from '../types'
import { useSituationColors } from '../useSituationColors'
import { useEventdeskDataProvider } from '../../../providers/useEventdeskDataProvider'

interface Props {
  /** The list's filter; totals count under everything but the situations. */
  filter: EventFilter
  selected: Situation[]
  /** A chip was clicked: filter the list by that situation (again: back to all). */
  onPick: (situation: Situation) => void
}

/**
 * Totals per situation as chips on the configured colours (spec §2). Each chip is a toggle
 * button: pressing it filters the list by that situation.
 */
export default function SituationTotals({ filter, selected, onPick }: Props) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const colors = useSituationColors()
  const { data, isPending, isError } = useQuery({
    queryKey: ['eventdesk', 'event-totals', filter],
    queryFn: ({ signal }) => dataProvider.situationTotals(filter, signal),
    // Secondary to the list: one retry, then say so rather than spin for seconds.
    retry: 1,
  })
  if (isError)
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translate('events.list.totalsFailed')}
      </Alert>
    )
  if (isPending)
    return (
      <Skeleton
        variant="rounded"
        height={32}
        sx={{ mb: 2 }}
        role="progressbar"
        aria-label={translate('events.list.loadingTotals')}
      />
    )
  const totals = new Map(data.map((t) => [t.situation, t.total]))
  return (
    <Box
      role="group"
      aria-label={translate('events.list.totals')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
    >
      {SITUATIONS_IN_FLOW.filter((s) => totals.has(s)).map((s) => {
        const pressed = selected.includes(s)
        const bg = colors[s]
        return (
          <Chip
            key={s}
            component="button"
            clickable
            aria-pressed={pressed}
            data-situation={s}
            data-color={bg}
            icon={pressed ? <Check style={{ color: textOn(bg) }} /> : undefined}
            label={`${translate(situationKey(s))}: ${totals.get(s) ?? 0}`}
            onClick={() => onPick(s)}
            sx={{
              bgcolor: bg,
              color: textOn(bg),
              fontWeight: 500,
              outline: pressed ? '3px solid' : 'none',
              outlineColor: 'text.primary',
              outlineOffset: 1,
              '&:hover, &:focus-visible': { bgcolor: bg, filter: 'brightness(0.92)' },
            }}
          />
        )
      })}
    </Box>
  )
}
