import { useState } from 'react'
import { useLocaleState } from 'react-admin'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils'
import { fieldProps } from './fieldProps'
import { formatNumber, parseNumber } from '../../common/format'
import { useCurrencySymbol } from './useCurrencySymbol'

/**
 * A number typed and shown in the person's format (1.234,56 in pt-BR). While focused the text is
 * left as typed; on leaving it is reformatted. Text that is not a number reaches the form as is,
 * so the schema's type check reports it.
 */
function NumberInput(props: WidgetProps & { prefix?: string; suffix?: string; digits?: number }) {
  const { id, value, onChange, onBlur, onFocus, prefix, suffix, digits } = props
  const [locale] = useLocaleState()
  const shown = (v: unknown) =>
    typeof v === 'number' ? formatNumber(v, locale, digits) : typeof v === 'string' ? v : ''
  const [text, setText] = useState(() => shown(value))
  const [focused, setFocused] = useState(false)

  const type = (typed: string) => {
    setText(typed)
    if (!typed.trim()) return onChange(undefined)
    const parsed = parseNumber(typed, locale)
    onChange(parsed ?? typed)
  }
  const adornment = (text: string | undefined, position: 'start' | 'end') =>
    text ? <InputAdornment position={position}>{text}</InputAdornment> : undefined

  return (
    <TextField
      {...fieldProps(props)}
      value={focused ? text : shown(value)}
      onChange={(e) => type(e.target.value)}
      onFocus={() => {
        setText(shown(value))
        setFocused(true)
        onFocus(id, value)
      }}
      onBlur={() => {
        setFocused(false)
        onBlur(id, value)
      }}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'aria-describedby': ariaDescribedByIds(id) },
        input: { startAdornment: adornment(prefix, 'start'), endAdornment: adornment(suffix, 'end') },
      }}
    />
  )
}

/** Money with the main currency's symbol (R$ by default) and two decimals. */
export function MoneyWidget(props: WidgetProps) {
  const symbol = useCurrencySymbol()
  return <NumberInput {...props} prefix={symbol} digits={2} />
}

/** A percentage: the number as typed, with a % sign. */
export function PercentWidget(props: WidgetProps) {
  return <NumberInput {...props} suffix="%" />
}
