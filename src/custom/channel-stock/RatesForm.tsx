import { useState } from 'react'
import { useNotify, useTranslate } from 'react-admin'
import TextField from '@mui/material/TextField'
import ChoiceField from '../../widgets/ChoiceField'
import NumberText from '../../widgets/NumberText'
import { useMainCurrency } from '../accommodation/useMainCurrency'
import { PAX_TYPES, type PaxType, type RateNight, type UnitType } from './api'
import { ChannelFormFrame, TypeAndPeriod, useChannelForm } from './ChannelForm'
import type { Month } from './model'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

const FIELDS = [
  'hostingUnitType',
  'startDate',
  'endDate',
  'paxAmount',
  'paxType',
  'currency',
  'value',
] as const
const PAX_AMOUNTS = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ value: n, name: String(n) }))

interface Props {
  types: UnitType[]
  month: Month
  onSaved: (rows: RateNight[]) => void
}

/** "Set rates": the built-in channel's nightly price of one type, pax amount and pax type over a period. */
export default function RatesForm({ types, month, onSaved }: Props) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const main = useMainCurrency()
  const form = useChannelForm(FIELDS, month)
  const { label, shown } = form
  const [paxAmount, setPaxAmount] = useState<number>(2)
  const [paxType, setPaxType] = useState<PaxType>('ADULT')
  // The main currency until the person types another one.
  const [ownCurrency, setCurrency] = useState<string>()
  const currency = ownCurrency ?? main.isoCode
  const [value, setValue] = useState('')

  const submit = form.submitter(
    () => ({ currency: currency.trim(), value: value.trim() }),
    async (startDate, endDate) => {
      const rows = await dataProvider.writeChannelRates({
        hostingUnitType: { id: form.typeId as number },
        startDate,
        endDate,
        paxAmount,
        paxType,
        currency: currency.trim(),
        value: Number(value),
      })
      const type = types.find((t) => t.id === form.typeId)?.name ?? ''
      notify(translate('channelStock.rates.saved', { type }), { type: 'success' })
      onSaved(rows)
    },
  )

  return (
    <ChannelFormFrame part="rates" form={form} noTypes={types.length === 0} onSubmit={submit}>
      <TypeAndPeriod prefix="channel-rates" form={form} types={types} />
      <ChoiceField
        id="channel-rates-pax-amount"
        label={label('paxAmount')}
        value={paxAmount}
        onChange={(v) => setPaxAmount(Number(v))}
        problem={shown.paxAmount}
        options={PAX_AMOUNTS}
      />
      <ChoiceField
        id="channel-rates-pax-type"
        label={label('paxType')}
        value={paxType}
        onChange={(v) => setPaxType(v as PaxType)}
        problem={shown.paxType}
        options={PAX_TYPES.map((p) => ({
          value: p,
          name: translate(`events.accommodationReservation.paxTypes.${p}`),
        }))}
      />
      <TextField
        id="channel-rates-currency"
        required
        label={label('currency')}
        value={currency}
        onChange={(e) => setCurrency(e.target.value.toUpperCase())}
        error={Boolean(shown.currency)}
        helperText={shown.currency}
        slotProps={{ htmlInput: { maxLength: 3 } }}
      />
      <NumberText
        id="channel-rates-value"
        label={`${label('value')} *`}
        value={value}
        onChange={setValue}
        error={shown.value}
        decimal
      />
    </ChannelFormFrame>
  )
}
