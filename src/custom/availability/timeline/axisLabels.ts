/**
 * The timeline axis in the person's language through Intl (pt-BR "qua 25", "novembro de 2026"),
 * so day and month names never depend on which moment locales a bundle happens to carry.
 */
type Scale = 'millisecond' | 'second' | 'minute' | 'hour' | 'weekday' | 'day' | 'week' | 'month' | 'year'

const asDate = (d: unknown): Date =>
  d instanceof Date
    ? d
    : typeof (d as { toDate?: () => Date })?.toDate === 'function'
      ? (d as { toDate: () => Date }).toDate()
      : new Date(d as string)

const MINOR: Record<Scale, Intl.DateTimeFormatOptions> = {
  millisecond: { second: '2-digit' },
  second: { minute: '2-digit', second: '2-digit' },
  minute: { hour: '2-digit', minute: '2-digit' },
  hour: { hour: '2-digit', minute: '2-digit' },
  weekday: { weekday: 'short', day: 'numeric' },
  day: { day: 'numeric' },
  week: { day: 'numeric', month: 'short' },
  month: { month: 'short' },
  year: { year: 'numeric' },
}

const MAJOR: Record<Scale, Intl.DateTimeFormatOptions | null> = {
  millisecond: { hour: '2-digit', minute: '2-digit' },
  second: { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' },
  minute: { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' },
  hour: { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' },
  weekday: { month: 'long', year: 'numeric' },
  day: { month: 'long', year: 'numeric' },
  week: { month: 'long', year: 'numeric' },
  month: { year: 'numeric' },
  year: null,
}

/**
 * On a narrow diary (a phone, 390 px) a week spans ~250 px: the long labels ("qua., 25",
 * "dezembro de 2026") were cut to "2026" and "." by vis-timeline's fixed-width label boxes. There
 * the minor labels are numbers ("25", "25/11") and the major ones short ("dez. de 2026").
 */
const NARROW_MINOR: Record<Scale, Intl.DateTimeFormatOptions> = {
  ...MINOR,
  // A 24-hour clock in every language: "2:30 PM" takes a label box and a half.
  minute: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  hour: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  weekday: { day: 'numeric' },
  week: { day: 'numeric', month: 'numeric' },
}

const NARROW_MAJOR: Record<Scale, Intl.DateTimeFormatOptions | null> = {
  ...MAJOR,
  second: { day: 'numeric', month: 'short' },
  minute: { day: 'numeric', month: 'short' },
  hour: { day: 'numeric', month: 'short' },
  weekday: { month: 'short', year: 'numeric' },
  day: { month: 'short', year: 'numeric' },
  week: { month: 'short', year: 'numeric' },
}

/** Below this width (the diary's own box) the axis takes the narrow labels. */
export const NARROW_AXIS_PX = 600

export function axisFormat(locale: string, narrow = false) {
  const [minor, major] = narrow ? [NARROW_MINOR, NARROW_MAJOR] : [MINOR, MAJOR]
  const cache = new Map<string, Intl.DateTimeFormat>()
  const fmt = (options: Intl.DateTimeFormatOptions) => {
    const key = JSON.stringify(options)
    if (!cache.has(key)) cache.set(key, new Intl.DateTimeFormat(locale, options))
    return cache.get(key)!
  }
  return {
    minorLabels: (date: unknown, scale: string) =>
      fmt(minor[scale as Scale] ?? minor.day).format(asDate(date)),
    majorLabels: (date: unknown, scale: string) => {
      const options = major[scale as Scale]
      return options ? fmt(options).format(asDate(date)) : ''
    },
  }
}
