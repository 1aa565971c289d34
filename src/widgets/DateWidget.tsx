import { useRef, useState } from 'react'
import { useTranslate } from 'react-admin'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import CalendarMonth from '@mui/icons-material/CalendarMonth'
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils'
import { fieldProps } from './fieldProps'
import dayjs from 'dayjs'
import {
  DATE_TIME_NATIVE,
  DATE_TIME_WIRE,
  DATE_WIRE,
  maskDate,
  parseShownDate,
  showDate,
} from '../i18n/format'

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
    const parsed = dayjs(picked, time ? DATE_TIME_NATIVE : DATE_WIRE, true)
    if (parsed.isValid()) onChange(parsed.format(time ? DATE_TIME_WIRE : DATE_WIRE))
  }
  const openPicker = () => {
    const input = native.current
    // showPicker is missing in older browsers and in jsdom; focusing the input is the fallback.
    if (input && typeof input.showPicker === 'function') input.showPicker()
    else input?.focus()
  }
  const parsed = dayjs(typeof value === 'string' ? value : '', time ? DATE_TIME_WIRE : DATE_WIRE, true)
  const nativeValue = parsed.isValid() ? parsed.format(time ? DATE_TIME_NATIVE : DATE_WIRE) : ''
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
