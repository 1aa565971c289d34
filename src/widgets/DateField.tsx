import type { WidgetProps } from '@rjsf/utils'
import { DateTimeWidget, DateWidget } from './DateWidget'
import { isWireDateTime, isWireDay } from '../../common/wire-dates'

interface DateFieldProps {
  id: string
  label: string
  /** Wire value: YYYY-MM-DD, or YYYY-MM-DDTHH:mm:ss with `time`. */
  value: string | undefined
  onChange: (value: string | undefined) => void
  time?: boolean
  required?: boolean
  disabled?: boolean
  error?: boolean
}

const noop = () => undefined

/**
 * The app's date widget (typed DD/MM/YYYY [HH:mm] or picked) outside an RJSF form: it reads only
 * these props, so the rest of RJSF's WidgetProps is not needed here.
 */
export default function DateField({
  id,
  label,
  value,
  onChange,
  time = false,
  required,
  disabled,
  error,
}: DateFieldProps) {
  const props = {
    id,
    name: id,
    label,
    value,
    required,
    disabled,
    rawErrors: error || (value && !(time ? isWireDateTime(value) : isWireDay(value))) ? ['invalid'] : [],
    // Half-typed text is kept as typed (the widget re-reads the value it is given); callers keep
    // only whole dates (common/wire-dates.ts) when they send anything.
    onChange: (v: unknown) => onChange(typeof v === 'string' && v ? v : undefined),
    onBlur: noop,
    onFocus: noop,
  } as unknown as WidgetProps
  return time ? <DateTimeWidget {...props} /> : <DateWidget {...props} />
}
