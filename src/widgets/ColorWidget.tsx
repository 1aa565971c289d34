import { useTranslate } from 'react-admin'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils'
import { fieldProps } from './fieldProps'

const HEX = /^#[0-9a-fA-F]{6}$/

/** A colour as `#rrggbb`: the browser's colour picker beside a text field for typing the hex. */
export default function ColorWidget(props: WidgetProps) {
  const { id, label, value, disabled, readonly, onChange, onBlur, onFocus } = props
  const translate = useTranslate()
  const text = typeof value === 'string' ? value : ''
  return (
    <TextField
      {...fieldProps(props)}
      value={text}
      placeholder="#1976d2"
      onChange={(e) => onChange(e.target.value ? e.target.value.trim() : undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{
        htmlInput: {
          maxLength: 7,
          autoComplete: 'off',
          spellCheck: false,
          'aria-describedby': ariaDescribedByIds(id),
        },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <input
                type="color"
                value={HEX.test(text) ? text.toLowerCase() : '#000000'}
                onChange={(e) => onChange(e.target.value)}
                disabled={disabled || readonly}
                aria-label={translate('widgets.color.pick', { field: label || props.name })}
                style={{
                  width: 32,
                  height: 28,
                  padding: 0,
                  border: 0,
                  background: 'none',
                  cursor: 'pointer',
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  )
}
