import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLocaleState, useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { formatMoney, showDate } from '../../../common/format'
import FieldProblem from '../../widgets/FieldProblem'
import { numberOf } from '../../widgets/numbers'
import { errorLines } from './channelError'
import type { RoomDraft } from './drafts'
import { nightsOf } from './nights'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

interface Props {
  room: RoomDraft
  /** `prefix` is the reservation's slot (`reservations[0]`), for ids and refusals. */
  prefix: string
  refusals: Record<string, string>
  /** The establishment's symbol, until the channel says the rate's own. */
  symbol: string
  onChange: (patch: Partial<RoomDraft>) => void
}

/**
 * A daily rate for every night of the stay (event-domain §3 rate entry). The channel's rate for
 * the room is looked up when the stay is complete and nothing was typed yet, or on request; every
 * value stays editable.
 */
export default function DailyRates({ room, prefix, refusals, symbol, onChange }: Props) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  // Lookups asked with the button; each is a read of its own.
  const [asked, setAsked] = useState(0)
  const nights = nightsOf(room.startDate, room.endDate)
  const ready = Boolean(room.hostingUnitType && nights.length && numberOf(room.paxPerRoom))
  const blank = nights.every((d) => !room.rates[d]?.trim())
  const stay = [room.hostingUnitType?.id, room.startDate, room.endDate, room.paxPerRoom, room.paxType]
  // Once per complete stay while nothing was typed, or on request: typed values are never
  // overwritten by a lookup the person did not ask for.
  const lookup = useQuery({
    queryKey: ['eventdesk', 'rate-lookup', stay, asked],
    queryFn: ({ signal }) =>
      dataProvider.lookUpRates(
        {
          startDate: room.startDate!,
          endDate: room.endDate!,
          hostingUnitType: room.hostingUnitType!.id,
          paxAmount: numberOf(room.paxPerRoom)!,
          paxType: room.paxType,
        },
        signal,
      ),
    enabled: ready && (blank || asked > 0),
    retry: false,
    staleTime: Infinity,
  })
  const answer = lookup.data
  useEffect(() => {
    if (!answer) return
    onChange({
      currency: answer.currency || room.currency,
      rates: Object.fromEntries(answer.dailyRates.map((d) => [d.date, String(d.value)])),
    })
    // Applied once per answer; the draft's later edits are the person's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer])
  const failure = lookup.error
  const busy = lookup.isFetching
  const shownSymbol = answer?.symbol

  const total = nights.reduce((sum, d) => sum + (numberOf(room.rates[d] ?? '') ?? 0), 0)
  const money = (v: number) => formatMoney(v, locale, shownSymbol ?? symbol)
  const label = translate('events.accommodationReservation.fields.dailyRates')
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography component="legend" variant="subtitle2">
          {label}
        </Typography>
        <Button size="small" disabled={!ready || busy} onClick={() => setAsked((n) => n + 1)}>
          {translate('accommodation.rates.lookUp')}
        </Button>
      </Box>
      {!nights.length ? (
        <Typography variant="body2" color="text.secondary">
          {translate('accommodation.rates.needStay')}
        </Typography>
      ) : null}
      {failure ? (
        <Alert severity="warning" sx={{ mb: 1, whiteSpace: 'pre-line' }}>
          {[translate('accommodation.rates.notFound'), ...errorLines(failure, translate)].join('\n')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
        {nights.map((date, j) => (
          <TextField
            key={date}
            id={`${prefix}-rate-${date}`}
            size="small"
            type="number"
            label={translate('accommodation.rates.night', { date: showDate(date) })}
            value={room.rates[date] ?? ''}
            onChange={(e) => onChange({ rates: { ...room.rates, [date]: e.target.value } })}
            error={Boolean(refusals[`${prefix}.dailyRates[${j}]`])}
            helperText={refusals[`${prefix}.dailyRates[${j}]`]}
            slotProps={{ htmlInput: { min: 0, step: '0.01', inputMode: 'decimal' } }}
          />
        ))}
      </Box>
      <FieldProblem text={refusals[`${prefix}.dailyRates`]} />
      {nights.length ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('accommodation.rates.total', {
            total: money(total * (numberOf(room.roomQuantity) ?? 1)),
            average: money(total / nights.length),
          })}
        </Typography>
      ) : null}
    </Box>
  )
}
