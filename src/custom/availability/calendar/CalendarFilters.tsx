import { useGetList, useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { allows } from '../../../permissions/features'
import { type Situation, SITUATIONS_IN_FLOW } from '../../../../common/events/situations'
import type { CalendarFilter } from './calendarEvents'

interface Props {
  value: CalendarFilter
  onChange: (f: CalendarFilter) => void
}

/** Situation, room and event type; rooms and types come from their registries (none listed when not readable). */
export default function CalendarFilters({ value, onChange }: Props) {
  const translate = useTranslate()
  const all = { pagination: { page: 1, perPage: 1000 } }
  const rooms = useGetList('environment', all, { retry: false, enabled: allows('environment') })
  const types = useGetList('event-type', all, { retry: false, enabled: allows('event-type') })
  const t = (k: string) => translate(`availability.calendar.${k}`)
  const multi = <T,>(field: keyof CalendarFilter, label: string, options: { id: T; name: string }[]) => (
    <TextField
      select
      id={`calendar-${field}`}
      label={label}
      sx={{ minWidth: 200, maxWidth: 320 }}
      value={value[field] as unknown[]}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (v) =>
            (v as T[]).length
              ? (v as T[]).map((id) => options.find((o) => o.id === id)?.name ?? String(id)).join(', ')
              : t('all'),
          displayEmpty: true,
        },
        inputLabel: { shrink: true },
      }}
      onChange={(e) => onChange({ ...value, [field]: e.target.value as unknown as T[] })}
    >
      {options.map((o) => (
        <MenuItem key={String(o.id)} value={o.id as never}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  )
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      {multi<Situation>(
        'situations',
        t('situations'),
        SITUATIONS_IN_FLOW.map((s) => ({ id: s, name: translate(`events.situations.${s}`) })),
      )}
      {multi<number>(
        'environments',
        t('rooms'),
        (rooms.data ?? []).map((r) => ({ id: r.id as number, name: r.name })),
      )}
      {multi<number>(
        'eventTypes',
        t('eventTypes'),
        (types.data ?? []).map((r) => ({ id: r.id as number, name: r.name })),
      )}
    </Box>
  )
}
