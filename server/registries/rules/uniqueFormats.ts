import { fieldError, type FieldError } from '../../http/errors.js'
import type { RegistryRule } from './types.js'
import { refId } from './values.js'

/**
 * Each environment format appears once in `formats` (its capacity is one number). JSON Schema's
 * `uniqueItems` cannot say it: it compares whole items, and two entries differ in capacity.
 * The error sits on the repeated entry so the form marks that row.
 */
export const uniqueFormats: RegistryRule = ({ record }) => {
  const formats = Array.isArray(record.formats) ? record.formats : []
  const seen = new Set<number>()
  const errors: FieldError[] = []
  formats.forEach((entry, i) => {
    const id = refId((entry as { format?: unknown } | null)?.format)
    if (id === undefined) return
    if (seen.has(id)) errors.push(fieldError(`formats[${i}].format`, 'environment.formatTwice'))
    seen.add(id)
  })
  return errors
}
