import { useTranslate, useGetList } from 'react-admin'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Search from '@mui/icons-material/Search'
import DateField from '../../../widgets/DateField'
import type { SuggestInput } from './suggestForm'

interface Props {
  value: SuggestInput
  errors: Partial<Record<keyof SuggestInput, string>>
  busy: boolean
  onChange: (value: SuggestInput) => void
  onSubmit: () => void
}

/** Period, format and people of the suggestion; each error said on its field. */
export default function SuggestForm({ value, errors, busy, onChange, onSubmit }: Props) {
  const translate = useTranslate()
  const formats = useGetList('environment-format', { pagination: { page: 1, perPage: 1000 } })
  const set = (patch: Partial<SuggestInput>) => onChange({ ...value, ...patch })
  const say = (field: keyof SuggestInput, label: string) =>
    errors[field] ? translate(errors[field]!, { field: label, max: 20 }) : undefined
  const labels = {
    startDate: translate('availability.suggest.startDate'),
    endDate: translate('availability.suggest.endDate'),
    format: translate('availability.suggest.format'),
    people: translate('availability.suggest.people'),
  }
  return (
    <Box
      component="form"
      noValidate
      aria-label={translate('availability.suggest.formLabel')}
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit()
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      {(['startDate', 'endDate'] as const).map((f) => (
        <Box key={f} sx={{ minWidth: 220 }}>
          <DateField
            id={`suggest-${f}`}
            label={labels[f]}
            time
            required
            value={value[f] || undefined}
            error={Boolean(errors[f])}
            onChange={(v) => set({ [f]: v ?? '' })}
          />
          {errors[f] ? (
            <Box role="alert" sx={{ color: 'error.main', fontSize: 12, mt: 0.5 }}>
              {say(f, labels[f])}
            </Box>
          ) : null}
        </Box>
      ))}
      <TextField
        select
        id="suggest-format"
        label={labels.format}
        value={value.format}
        onChange={(e) => set({ format: e.target.value })}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{translate('availability.suggest.anyFormat')}</MenuItem>
        {(formats.data ?? []).map((f) => (
          <MenuItem key={f.id} value={String(f.id)}>
            {f.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="suggest-people"
        label={labels.people}
        inputMode="numeric"
        value={value.people}
        error={Boolean(errors.people)}
        helperText={say('people', labels.people)}
        onChange={(e) => set({ people: e.target.value })}
        sx={{ width: 160 }}
      />
      <Button type="submit" variant="contained" startIcon={<Search />} disabled={busy} sx={{ mt: 1 }}>
        {translate('availability.suggest.search')}
      </Button>
    </Box>
  )
}
