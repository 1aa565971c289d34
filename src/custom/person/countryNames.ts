/** Country names in the person's language from the ISO 3166 codes, by the browser's Intl (no locale keys for 249 names). */

const cache = new Map<string, Intl.DisplayNames | null>()

function displayNames(locale: string): Intl.DisplayNames | null {
  if (!cache.has(locale)) {
    try {
      cache.set(locale, new Intl.DisplayNames([locale, 'pt-BR'], { type: 'region' }))
    } catch {
      cache.set(locale, null)
    }
  }
  return cache.get(locale)!
}

export function countryName(code: string, locale: string): string {
  return displayNames(locale)?.of(code) ?? code
}

/** Codes sorted by their name in `locale` (accents ignored). */
export function sortedCountries(codes: readonly string[], locale: string): string[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' })
  return [...codes].sort((a, b) => collator.compare(countryName(a, locale), countryName(b, locale)))
}
