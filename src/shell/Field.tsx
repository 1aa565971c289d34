import { useId, type ReactNode } from 'react'
import FormControl from '@mui/material/FormControl'
import FormHelperText from '@mui/material/FormHelperText'
import InputLabel from '@mui/material/InputLabel'
import OutlinedInput from '@mui/material/OutlinedInput'

export interface FieldProps {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  type?: string
  autoComplete?: string
  /** Locked fields (given by the route) stay readable and focusable, but cannot change. */
  readOnly?: boolean
  required?: boolean
  autoFocus?: boolean
  /** Error texts, each shown on its own line (password rules are reported one by one). */
  errors?: string[]
  hint?: ReactNode
}

/**
 * A labelled text input built from FormControl/InputLabel/OutlinedInput: TextField would pull
 * Select, Menu, Popover and Modal into the public bundle (DESIGN "Facts checked").
 */
export default function Field({
  label,
  onChange,
  type = 'text',
  required,
  errors = [],
  hint,
  ...input
}: FieldProps) {
  const id = useId()
  const helpId = `${id}-help`
  const invalid = errors.length > 0
  return (
    <FormControl fullWidth error={invalid} required={required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        type={type}
        label={label}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={invalid || hint ? helpId : undefined}
        aria-invalid={invalid || undefined}
        sx={input.readOnly ? { bgcolor: 'action.hover' } : undefined}
      />
      {(invalid || hint) && (
        <FormHelperText id={helpId} component="div">
          {invalid ? errors.map((e) => <div key={e}>{e}</div>) : hint}
        </FormHelperText>
      )}
    </FormControl>
  )
}
