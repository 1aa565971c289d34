import { useRef, useState } from 'react'
import { useTranslate } from 'react-admin'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import CalendarMonth from '@mui/icons-material/CalendarMonth'
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils'
import { fieldProps } from './fieldProps'
import { maskDate, parseShownDate, showDate } from '../../common/format'
import { isWireDateTime, isWireDay } from '../../common/wire-dates'

/** The native picker's value (`YYYY-MM-DD`, `YYYY-MM-DDTHH:mm`) as the wire's, or null. */
function wireOfPicked(picked: string, time: boolean): string | null {
  if (!time) return isWireDay(picked) ? picked : null
  const full = picked.length === 16 ? `${picked}:00` : picked
  return isWireDateTime(full) ? full : null
}

/** The wire value as the native picker takes it: the date-time without its seconds. */
function pickedOfWire(value: unknown, time: boolean): string {
  if (typeof value !== 'string') return ''
  if (!time) return isWireDay(value) ? value : ''
  return isWireDateTime(value) ? value.slice(0, 16) : ''
}

/**
 * A date (or date-time) typed as DD/MM/YYYY [HH:mm] or picked from the browser's calendar.
 * The form holds the wire value (YYYY-MM-DD, YYYY-MM-DDTHH:mm:ss); half-typed text is kept as
 * typed so the schema's format check reports it instead of silently dropping it.
 */
function DateInput(props: WidgetProps & { time: boolean }) {
  const { id, label, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, time } = props
  const translate = useTranslate()
  const native = useRef<HTMLInputElement>(null)
  const [text, setText] = useState(() => showDate(value, time))
  // Follow changes made outside this input (a reset, a loaded record) without an effect.
  const [seen, setSeen] = useState(value)
  if (value !== seen) {
    setSeen(value)
    setText(showDate(value, time))
  }

  const type = (typed: string) => {
    const masked = maskDate(typed, time)
    setText(masked)
    onChange(masked ? (parseShownDate(masked, time) ?? masked) : undefined)
  }
  const pick = (picked: string) => {
    if (!picked) return onChange(undefined)
    const wire = wireOfPicked(picked, time)
    if (wire) onChange(wire)
  }
  const openPicker = () => {
    const input = native.current
    // showPicker is missing in older browsers and in jsdom; focusing the input is the fallback.
    if (input && typeof input.showPicker === 'function') input.showPicker()
    else input?.focus()
  }
  const nativeValue = pickedOfWire(value, time)
  const field = label || props.name

  return (
    <TextField
      {...fieldProps(props)}
      value={text}
      autoFocus={autofocus}
      placeholder={translate(time ? 'widgets.date.dateTimePlaceholder' : 'widgets.date.placeholder')}
      onChange={(e) => type(e.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'aria-describedby': ariaDescribedByIds(id) },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={openPicker}
                disabled={disabled || readonly}
                aria-label={translate('widgets.date.open', { field })}
                edge="end"
              >
                <CalendarMonth />
              </IconButton>
              <input
                ref={native}
                type={time ? 'datetime-local' : 'date'}
                value={nativeValue}
                onChange={(e) => pick(e.target.value)}
                tabIndex={-1}
                aria-hidden
                style={{
                  position: 'absolute',
                  right: 0,
                  bottom: 0,
                  width: 1,
                  height: 1,
                  opacity: 0,
                  pointerEvents: 'none',
                  border: 0,
                  padding: 0,
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  )
}

export const DateWidget = (props: WidgetProps) => <DateInput {...props} time={false} />
export const DateTimeWidget = (props: WidgetProps) => <DateInput {...props} time />
