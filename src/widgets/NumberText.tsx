import TextField from '@mui/material/TextField'

interface Props {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  /** Said under the field while there is no error (what an empty field means). */
  hint?: string
  /** Money and rates take cents; counts are whole. */
  decimal?: boolean
}

/** A number typed in a text box (the browser's own number input), its error under it. */
export default function NumberText({ id, label, value, onChange, error, hint, decimal }: Props) {
  return (
    <TextField
      id={id}
      type="number"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{
        htmlInput: { min: 0, step: decimal ? '0.01' : '1', inputMode: decimal ? 'decimal' : 'numeric' },
      }}
    />
  )
}
