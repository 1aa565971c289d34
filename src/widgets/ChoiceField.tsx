import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'

interface ChoiceProps<T extends string | number> {
  id: string
  label: string
  value: T | ''
  onChange: (value: string) => void
  problem?: string
  options: { value: T; name: string }[]
}

/** A required pick from a short list, its refusal as the helper text. */
export default function ChoiceField<T extends string | number>({
  id,
  label,
  value,
  onChange,
  problem,
  options,
}: ChoiceProps<T>) {
  return (
    <TextField
      id={id}
      select
      required
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(problem)}
      helperText={problem}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  )
}
