import MenuItem from '@mui/material/MenuItem'
import TextField, { type TextFieldProps } from '@mui/material/TextField'

type Props<T extends string> = Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children'> & {
  value: T
  options: readonly T[]
  /** The option's words (a locale key's text). */
  optionLabel: (option: T) => string
  onChange: (value: T) => void
}

/** A drop-down of one value out of a fixed list (an enum of the schema, a filter's choices). */
export default function OptionSelect<T extends string>({
  value,
  options,
  optionLabel,
  onChange,
  ...props
}: Props<T>) {
  return (
    <TextField select {...props} value={value} onChange={(e) => onChange(e.target.value as T)}>
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {optionLabel(o)}
        </MenuItem>
      ))}
    </TextField>
  )
}
