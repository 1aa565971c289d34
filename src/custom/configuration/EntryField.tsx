import { useTranslate } from 'react-admin'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import MenuItem from '@mui/material/MenuItem'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Box from '@mui/material/Box'
import { situationKey } from '../events/situations'
import type { ConfigEntry } from './types'

interface Props {
  entry: ConfigEntry
  value: unknown
  error?: string
  onChange: (value: unknown) => void
}

/** The widget of one entry by its kind; `error` is a locale key from the server. */
export default function EntryField({ entry, value, error, onChange }: Props) {
  const translate = useTranslate()
  const label = translate(`configuration.entries.${entry.name}`, { _: entry.name })
  const helper = error ? translate(error, { _: error }) : undefined
  const id = `configuration-${entry.name}`
  switch (entry.kind) {
    case 'boolean':
      return (
        <Box>
          <FormControlLabel
            control={<Switch id={id} checked={value === true} onChange={(e) => onChange(e.target.checked)} />}
            label={label}
          />
          {helper && <FormHelperText error>{helper}</FormHelperText>}
        </Box>
      )
    case 'number':
      return (
        <TextField
          id={id}
          label={label}
          type="number"
          fullWidth
          size="small"
          value={value ?? ''}
          error={Boolean(error)}
          helperText={helper}
          slotProps={{
            htmlInput: { min: entry.min, max: entry.max, step: entry.integer === false ? 'any' : 1 },
          }}
          onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
        />
      )
    case 'color':
      return (
        <TextField
          id={id}
          label={label}
          type="color"
          fullWidth
          size="small"
          value={typeof value === 'string' ? value : '#000000'}
          error={Boolean(error)}
          helperText={helper}
          onChange={(e) => onChange(e.target.value)}
        />
      )
    case 'enum': {
      const optionLabel = (o: string) =>
        entry.multiple
          ? translate(situationKey(o), { _: o })
          : translate(`configuration.inputFormats.${o}`, { _: o })
      const multiple = entry.multiple === true
      const current = multiple ? (Array.isArray(value) ? value : []) : (value ?? '')
      return (
        <TextField
          id={id}
          label={label}
          select
          fullWidth
          size="small"
          value={current}
          error={Boolean(error)}
          helperText={helper}
          slotProps={{
            select: {
              multiple,
              renderValue: multiple ? (v) => (v as string[]).map(optionLabel).join(', ') : undefined,
            },
          }}
          onChange={(e) => onChange(e.target.value)}
        >
          {(entry.options ?? []).map((o) => (
            <MenuItem key={o} value={o}>
              {optionLabel(o)}
            </MenuItem>
          ))}
        </TextField>
      )
    }
    default:
      return (
        <TextField
          id={id}
          label={label}
          fullWidth
          size="small"
          multiline={(entry.maxLength ?? 0) > 200}
          value={typeof value === 'string' ? value : ''}
          error={Boolean(error)}
          helperText={helper}
          slotProps={{ htmlInput: { maxLength: entry.maxLength } }}
          onChange={(e) => onChange(e.target.value)}
        />
      )
  }
}
