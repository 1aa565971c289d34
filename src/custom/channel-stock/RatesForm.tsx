import { useState, type FormEvent } from 'react'
import { useNotify, useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import DateField from '../../widgets/DateField'
import NumberText from '../../widgets/NumberText'
import { isDay } from '../accommodation/nights'
import { useMainCurrency } from '../accommodation/useMainCurrency'
import { PAX_TYPES, type PaxType, type RateNight, type UnitType } from './api'
import FieldProblem from './FieldProblem'
import type { Month } from './model'
import { missing, noRefusals, refusalsOf, type Refusals } from './refusals'
import { usePeriodFields } from './usePeriodFields'
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
const PAX_AMOUNTS = [1, 2, 3, 4, 5, 6, 7, 8]

interface Props {
  types: UnitType[]
  month: Month
  onSaved: (rows: RateNight[]) => void
}

const formSx = {
  display: 'grid',
  gap: 2,
  alignItems: 'start',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
}

/** "Set rates": the built-in channel's nightly price of one type, pax amount and pax type over a period. */
export default function RatesForm({ types, month, onSaved }: Props) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const main = useMainCurrency()
  const label = (f: string) => translate(`channelStock.fields.${f}`)
  const period = usePeriodFields(month)
  const [typeId, setTypeId] = useState<number | ''>('')
  const [paxAmount, setPaxAmount] = useState<number>(2)
  const [paxType, setPaxType] = useState<PaxType>('ADULT')
  // The main currency until the person types another one.
  const [ownCurrency, setCurrency] = useState<string>()
  const currency = ownCurrency ?? main.isoCode
  const [value, setValue] = useState('')
  const [refusals, setRefusals] = useState<Refusals>(noRefusals)
  const [saving, setSaving] = useState(false)
  const shown = refusals.fields

  async function submit(e: FormEvent) {
    e.preventDefault()
    const local = missing(
      {
        hostingUnitType: typeId,
        startDate: period.start,
        endDate: period.end,
        currency: currency.trim(),
        value: value.trim(),
      },
      label,
      translate,
    )
    for (const f of ['startDate', 'endDate'] as const) {
      const v = f === 'startDate' ? period.start : period.end
      if (v && !isDay(v)) local.fields[f] = translate('error.invalidDate', { field: label(f) })
    }
    if (Object.keys(local.fields).length) return setRefusals(local)
    setSaving(true)
    setRefusals(noRefusals)
    try {
      const rows = await dataProvider.writeChannelRates({
        hostingUnitType: { id: typeId as number },
        startDate: period.start!,
        endDate: period.end!,
        paxAmount,
        paxType,
        currency: currency.trim(),
        value: Number(value),
      })
      const type = types.find((t) => t.id === typeId)?.name ?? ''
      notify(translate('channelStock.rates.saved', { type }), { type: 'success' })
      onSaved(rows)
    } catch (error) {
      setRefusals(refusalsOf(error, FIELDS, label, translate))
    } finally {
      setSaving(false)
    }
  }

  const title = translate('channelStock.rates.title')
  return (
    <Paper variant="outlined" component="form" aria-label={title} onSubmit={submit} noValidate sx={{ p: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('channelStock.rates.help')}
      </Typography>
      {refusals.form ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {refusals.form}
        </Alert>
      ) : null}
      <Box sx={formSx}>
        <TextField
          id="channel-rates-type"
          select
          required
          label={label('hostingUnitType')}
          value={typeId}
          onChange={(e) => setTypeId(Number(e.target.value))}
          error={Boolean(shown.hostingUnitType)}
          helperText={shown.hostingUnitType}
        >
          {types.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <DateField
            id="channel-rates-start"
            label={label('startDate')}
            required
            value={period.start}
            onChange={period.setStart}
            error={Boolean(shown.startDate)}
          />
          <FieldProblem id="channel-rates-start" text={shown.startDate} />
        </Box>
        <Box>
          <DateField
            id="channel-rates-end"
            label={label('endDate')}
            required
            value={period.end}
            onChange={period.setEnd}
            error={Boolean(shown.endDate)}
          />
          <FieldProblem id="channel-rates-end" text={shown.endDate} />
        </Box>
        <TextField
          id="channel-rates-pax-amount"
          select
          required
          label={label('paxAmount')}
          value={paxAmount}
          onChange={(e) => setPaxAmount(Number(e.target.value))}
          error={Boolean(shown.paxAmount)}
          helperText={shown.paxAmount}
        >
          {PAX_AMOUNTS.map((n) => (
            <MenuItem key={n} value={n}>
              {n}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="channel-rates-pax-type"
          select
          required
          label={label('paxType')}
          value={paxType}
          onChange={(e) => setPaxType(e.target.value as PaxType)}
          error={Boolean(shown.paxType)}
          helperText={shown.paxType}
        >
          {PAX_TYPES.map((p) => (
            <MenuItem key={p} value={p}>
              {translate(`events.accommodationReservation.paxTypes.${p}`)}
            </MenuItem>
          ))}
        </TextField>
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
      </Box>
      <Box sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={saving || types.length === 0}>
          {translate('channelStock.rates.save')}
        </Button>
      </Box>
    </Paper>
  )
}
