import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import ReferenceInput from '../../widgets/ReferenceInput'
import FieldProblem, { DateWithProblem } from '../../widgets/FieldProblem'
import NumberText from '../../widgets/NumberText'
import ChannelStock from './ChannelStock'
import DailyRates from './DailyRates'
import GuestList from './GuestList'
import type { RoomDraft } from './drafts'
import { PAX_TYPES, type Ref } from './types'

interface Props {
  index: number
  room: RoomDraft
  refusals: Record<string, string>
  symbol: string
  onChange: (patch: Partial<RoomDraft>) => void
  onRemove?: () => void
}

// The block form (AccommodationForm) places its own refusals with the same piece.
export { FieldProblem as Problem }

const one = (v: { id: number } | { id: number }[] | undefined): Ref | undefined =>
  Array.isArray(v) ? v[0] : v

/** One reservation of the block: rooms of one hosting-unit type for one stay, its rates and guests. */
export default function ReservationFields({ index, room, refusals, symbol, onChange, onRemove }: Props) {
  const translate = useTranslate()
  const label = (f: string) => translate(`events.accommodationReservation.fields.${f}`)
  const at = `reservations[${index}]`
  const id = (f: string) => `accommodation-${index}-${f}`
  const refusal = (f: string) => refusals[`${at}.${f}`]
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={translate('accommodation.reservationN', { n: index + 1 })}
      sx={{ p: 2, mb: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
        <Typography variant="subtitle1" sx={{ flex: 1 }}>
          {translate('accommodation.reservationN', { n: index + 1 })}
        </Typography>
        {onRemove ? (
          <Button color="error" size="small" onClick={onRemove}>
            {translate('accommodation.removeReservation', { n: index + 1 })}
          </Button>
        ) : null}
      </Box>
      {refusals[at] ? <FieldProblem text={refusals[at]} /> : null}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        <Box>
          <ReferenceInput
            id={id('hostingUnitType')}
            label={label('hostingUnitType')}
            target="hosting-unit-type"
            value={room.hostingUnitType}
            required
            error={Boolean(refusal('hostingUnitType'))}
            onChange={(v) => onChange({ hostingUnitType: one(v) })}
          />
          <FieldProblem text={refusal('hostingUnitType')} />
          <ChannelStock
            hostingUnitType={room.hostingUnitType}
            startDate={room.startDate}
            endDate={room.endDate}
          />
        </Box>
        <DateWithProblem
          id={id('startDate')}
          label={label('startDate')}
          value={room.startDate}
          onChange={(startDate) => onChange({ startDate })}
          problem={refusal('startDate')}
        />
        <DateWithProblem
          id={id('endDate')}
          label={label('endDate')}
          value={room.endDate}
          onChange={(endDate) => onChange({ endDate })}
          problem={refusal('endDate')}
        />
        <NumberText
          id={id('roomQuantity')}
          label={`${label('roomQuantity')} *`}
          value={room.roomQuantity}
          onChange={(roomQuantity) => onChange({ roomQuantity })}
          error={refusal('roomQuantity')}
        />
        <NumberText
          id={id('paxPerRoom')}
          label={`${label('paxPerRoom')} *`}
          value={room.paxPerRoom}
          onChange={(paxPerRoom) => onChange({ paxPerRoom })}
          error={refusal('paxPerRoom')}
          hint={translate('accommodation.paxPerRoomHint')}
        />
        <TextField
          id={id('currency')}
          label={`${label('currency')} *`}
          value={room.currency}
          onChange={(e) => onChange({ currency: e.target.value.toUpperCase() })}
          error={Boolean(refusal('currency'))}
          helperText={refusal('currency')}
          slotProps={{ htmlInput: { maxLength: 3 } }}
        />
        <Box>
          <ReferenceInput
            id={id('pax')}
            label={label('pax')}
            target="pax"
            value={room.pax}
            error={Boolean(refusal('pax'))}
            onChange={(v) => onChange({ pax: one(v) })}
          />
          <FieldProblem text={refusal('pax')} />
        </Box>
        <TextField
          id={id('paxType')}
          select
          label={label('paxType')}
          value={room.paxType}
          onChange={(e) => onChange({ paxType: e.target.value })}
        >
          {PAX_TYPES.map((p) => (
            <MenuItem key={p} value={p}>
              {translate(`events.accommodationReservation.paxTypes.${p}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ mt: 2 }}>
        <DailyRates room={room} prefix={at} refusals={refusals} symbol={symbol} onChange={onChange} />
      </Box>
      <Box sx={{ mt: 2 }}>
        <GuestList
          prefix={at}
          guests={room.guests}
          refusals={refusals}
          onChange={(guests) => onChange({ guests })}
        />
      </Box>
    </Paper>
  )
}
