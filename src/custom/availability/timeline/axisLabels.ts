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

export function axisFormat(locale: string) {
  const cache = new Map<string, Intl.DateTimeFormat>()
  const fmt = (options: Intl.DateTimeFormatOptions) => {
    const key = JSON.stringify(options)
    if (!cache.has(key)) cache.set(key, new Intl.DateTimeFormat(locale, options))
    return cache.get(key)!
  }
  return {
    minorLabels: (date: unknown, scale: string) =>
      fmt(MINOR[scale as Scale] ?? MINOR.day).format(asDate(date)),
    majorLabels: (date: unknown, scale: string) => {
      const options = MAJOR[scale as Scale]
      return options ? fmt(options).format(asDate(date)) : ''
    },
  }
}
