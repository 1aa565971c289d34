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
import type { StockNight, UnitType } from './api'
import FieldProblem from './FieldProblem'
import type { Month } from './model'
import { missing, noRefusals, refusalsOf, type Refusals } from './refusals'
import { usePeriodFields } from './usePeriodFields'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

const FIELDS = ['hostingUnitType', 'startDate', 'endDate', 'rooms'] as const

/** A grid cell picked to change: its type and night, and the rooms it has now. */
export interface StockPreset {
  typeId: number
  date: string
  rooms: number
}

interface Props {
  types: UnitType[]
  month: Month
  preset?: StockPreset
  onSaved: (rows: StockNight[]) => void
}

const formSx = {
  display: 'grid',
  gap: 2,
  alignItems: 'start',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
}

/** "Set stock": the rooms the built-in channel sells of one type on every night of a period. */
export default function StockForm({ types, month, preset, onSaved }: Props) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const label = (f: string) => translate(`channelStock.fields.${f}`)
  const period = usePeriodFields(month)
  const [typeId, setTypeId] = useState<number | ''>('')
  const [rooms, setRooms] = useState('')
  const [refusals, setRefusals] = useState<Refusals>(noRefusals)
  const [saving, setSaving] = useState(false)
  // A picked cell fills the form (once per pick), like a reset from outside.
  const [seen, setSeen] = useState(preset)
  if (preset !== seen) {
    setSeen(preset)
    if (preset) {
      setTypeId(preset.typeId)
      period.setBoth({ start: preset.date, end: preset.date })
      setRooms(String(preset.rooms))
      setRefusals(noRefusals)
    }
  }
  const shown = refusals.fields

  async function submit(e: FormEvent) {
    e.preventDefault()
    const local = missing(
      { hostingUnitType: typeId, startDate: period.start, endDate: period.end, rooms: rooms.trim() },
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
      const rows = await dataProvider.writeChannelStock({
        hostingUnitType: { id: typeId as number },
        startDate: period.start!,
        endDate: period.end!,
        rooms: Number(rooms),
      })
      const type = types.find((t) => t.id === typeId)?.name ?? ''
      notify(translate('channelStock.stock.saved', { type, smart_count: rows.length }), { type: 'success' })
      onSaved(rows)
    } catch (error) {
      setRefusals(refusalsOf(error, FIELDS, label, translate))
    } finally {
      setSaving(false)
    }
  }

  const title = translate('channelStock.stock.title')
  return (
    <Paper variant="outlined" component="form" aria-label={title} onSubmit={submit} noValidate sx={{ p: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('channelStock.stock.help')}
      </Typography>
      {refusals.form ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {refusals.form}
        </Alert>
      ) : null}
      <Box sx={formSx}>
        <TextField
          id="channel-stock-type"
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
            id="channel-stock-start"
            label={label('startDate')}
            required
            value={period.start}
            onChange={period.setStart}
            error={Boolean(shown.startDate)}
          />
          <FieldProblem id="channel-stock-start" text={shown.startDate} />
        </Box>
        <Box>
          <DateField
            id="channel-stock-end"
            label={label('endDate')}
            required
            value={period.end}
            onChange={period.setEnd}
            error={Boolean(shown.endDate)}
          />
          <FieldProblem id="channel-stock-end" text={shown.endDate} />
        </Box>
        <NumberText
          id="channel-stock-rooms"
          label={`${label('rooms')} *`}
          value={rooms}
          onChange={setRooms}
          error={shown.rooms}
        />
      </Box>
      <Box sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={saving || types.length === 0}>
          {translate('channelStock.stock.save')}
        </Button>
      </Box>
    </Paper>
  )
}
