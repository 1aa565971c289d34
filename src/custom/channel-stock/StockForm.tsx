import { useState } from 'react'
import { useNotify, useTranslate } from 'react-admin'
import NumberText from '../../widgets/NumberText'
import type { StockNight, UnitType } from './api'
import { ChannelFormFrame, TypeAndPeriod, useChannelForm } from './ChannelForm'
import type { Month } from './model'
import { noRefusals } from './refusals'
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

/** "Set stock": the rooms the built-in channel sells of one type on every night of a period. */
export default function StockForm({ types, month, preset, onSaved }: Props) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const form = useChannelForm(FIELDS, month)
  const [rooms, setRooms] = useState('')
  // A picked cell fills the form (once per pick), like a reset from outside.
  const [seen, setSeen] = useState(preset)
  if (preset !== seen) {
    setSeen(preset)
    if (preset) {
      form.setTypeId(preset.typeId)
      form.period.setBoth({ start: preset.date, end: preset.date })
      setRooms(String(preset.rooms))
      form.setRefusals(noRefusals)
    }
  }

  const submit = form.submitter(
    () => ({ rooms: rooms.trim() }),
    async (startDate, endDate) => {
      const rows = await dataProvider.writeChannelStock({
        hostingUnitType: { id: form.typeId as number },
        startDate,
        endDate,
        rooms: Number(rooms),
      })
      const type = types.find((t) => t.id === form.typeId)?.name ?? ''
      notify(translate('channelStock.stock.saved', { type, smart_count: rows.length }), { type: 'success' })
      onSaved(rows)
    },
  )

  return (
    <ChannelFormFrame part="stock" form={form} noTypes={types.length === 0} onSubmit={submit}>
      <TypeAndPeriod prefix="channel-stock" form={form} types={types} />
      <NumberText
        id="channel-stock-rooms"
        label={`${form.label('rooms')} *`}
        value={rooms}
        onChange={setRooms}
        error={form.shown.rooms}
      />
    </ChannelFormFrame>
  )
}
