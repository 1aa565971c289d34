import { useLocaleState, useTranslate } from 'react-admin'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { formatMoney } from '../../../../common/format'
import { useMainCurrencyCode } from '../../../widgets/useCurrencySymbol'
import type { MoveRate } from '../api'

interface Props {
  agreed: number
  room: number
  value: MoveRate
  onChange: (rate: MoveRate) => void
}

/**
 * A move to a room with another daily rate changes the price the customer was given: the
 * coordinator chooses, seeing both rates, whether the agreed one stays or the new room's applies.
 */
export default function RateQuestion({ agreed, room, value, onChange }: Props) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const currency = useMainCurrencyCode()
  const money = (v: number) => formatMoney(v, locale, currency)
  return (
    <FormControl>
      <FormLabel id="booking-rate-label">{translate('availability.timeline.rateQuestion')}</FormLabel>
      <RadioGroup
        aria-labelledby="booking-rate-label"
        value={value}
        onChange={(e) => onChange(e.target.value as MoveRate)}
      >
        <FormControlLabel
          value="KEEP"
          control={<Radio />}
          label={translate('availability.timeline.rateKeep', { rate: money(agreed) })}
        />
        <FormControlLabel
          value="NEW_ROOM"
          control={<Radio />}
          label={translate('availability.timeline.rateNewRoom', { rate: money(room) })}
        />
      </RadioGroup>
    </FormControl>
  )
}
