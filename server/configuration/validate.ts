import type { Entry } from './entry.js'

const COLOR = /^#[0-9a-fA-F]{6}$/

/** The locale key of what is wrong with `value` for `entry`, or the normalised value. */
export function checkValue(entry: Entry, value: unknown): { error: string } | { value: unknown } {
  switch (entry.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? { value } : { error: 'error.invalidValue' }
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value) || (entry.integer && !Number.isInteger(value))) return { error: 'error.invalidValue' }
      if (value < entry.min) return { error: 'error.minimum' }
      if (value > entry.max) return { error: 'error.maximum' }
      return { value }
    case 'text':
      if (typeof value !== 'string') return { error: 'error.invalidValue' }
      return value.length > entry.maxLength ? { error: 'error.maxLength' } : { value }
    case 'color':
      return typeof value === 'string' && COLOR.test(value) ? { value: value.toLowerCase() } : { error: 'error.invalidValue' }
    case 'enum': {
      const options: readonly string[] = entry.options
      if (!entry.multiple) return typeof value === 'string' && options.includes(value) ? { value } : { error: 'error.invalidValue' }
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !options.includes(v))) return { error: 'error.invalidValue' }
      // The spec's "at least N situations must be marked"; N is each entry's minItems.
      if (new Set(value).size < entry.minItems) return { error: 'configuration.situationsRequired' }
      return { value: options.filter((o) => value.includes(o)) }
    }
  }
}

/** A stored value still valid for the catalogue (an entry's rule may have changed since). */
export const storedOrDefault = (entry: Entry, stored: unknown) => {
  const checked = checkValue(entry, stored)
  return 'value' in checked ? checked.value : entry.default
}
