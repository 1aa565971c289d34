/** "2nd", "2ª", "2.ª": a hold's rank in the person's language (the option word comes from the locale). */
export function ordinal(n: number, locale: string): string {
  if (locale.startsWith('pt')) return `${n}ª`
  if (locale.startsWith('es')) return `${n}.ª`
  const rule = new Intl.PluralRules('en-US', { type: 'ordinal' }).select(n)
  const suffix: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' }
  return `${n}${suffix[rule] ?? 'th'}`
}
