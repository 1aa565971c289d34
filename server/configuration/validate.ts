import type { Entry } from './entry.js'

const COLOR = /^#[0-9a-fA-F]{6}$/

const NUMBER = /^-?\d+(\.\d+)?$/

/** The spec's client sends values as text (`"true"`, `"2"`): those forms are read as what they say. */
const asBoolean = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value)
const asNumber = (value: unknown) =>
  typeof value === 'string' && NUMBER.test(value.trim()) ? Number(value.trim()) : value

/** The locale key of what is wrong with `value` for `entry`, or the normalised value. */
export function checkValue(entry: Entry, value: unknown): { error: string } | { value: unknown } {
  switch (entry.kind) {
    case 'boolean': {
      const b = asBoolean(value)
      return typeof b === 'boolean' ? { value: b } : { error: 'error.invalidValue' }
    }
    case 'number': {
      const n = asNumber(value)
      if (typeof n !== 'number' || !Number.isFinite(n) || (entry.integer && !Number.isInteger(n)))
        return { error: 'error.invalidValue' }
      if (n < entry.min) return { error: 'error.minimum' }
      if (n > entry.max) return { error: 'error.maximum' }
      return { value: n }
    }
    case 'text':
      if (typeof value !== 'string') return { error: 'error.invalidValue' }
      return value.length > entry.maxLength ? { error: 'error.maxLength' } : { value }
    case 'color':
      return typeof value === 'string' && COLOR.test(value)
        ? { value: value.toLowerCase() }
        : { error: 'error.invalidValue' }
    case 'enum': {
      const options: readonly string[] = entry.options
      if (!entry.multiple)
        return typeof value === 'string' && options.includes(value)
          ? { value }
          : { error: 'error.invalidValue' }
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !options.includes(v)))
        return { error: 'error.invalidValue' }
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
