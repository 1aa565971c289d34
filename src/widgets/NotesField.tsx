import TextField, { type TextFieldProps } from '@mui/material/TextField'

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'helperText' | 'slotProps'> & {
  value: string
  onChange: (value: string) => void
  /** The most characters the schema takes. */
  maxLength: number
  /** The field's refusal, said under it. */
  error?: string
}

/** A free text of several lines (an observation, details, a reason), capped at the schema's length. */
export default function NotesField({ value, onChange, maxLength, error, ...props }: Props) {
  return (
    <TextField
      multiline
      minRows={2}
      {...props}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { maxLength } }}
    />
  )
}
