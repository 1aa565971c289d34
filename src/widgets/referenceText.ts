import { kindOf, registryOf } from '../resources/schema'
import { showDate } from '../resources/format'

/** A reference's label as a person reads it: dates of a date-labelled registry in DD/MM/YYYY. */
export function referenceText(target: string, raw: unknown): string {
  if (raw === undefined || raw === null) return ''
  const schema = registryOf(target)
  const field = schema['x-resource'].label ?? 'name'
  const prop = schema.properties[field]
  const kind = prop ? kindOf(prop) : 'text'
  if (kind === 'date' || kind === 'datetime') return showDate(raw, kind === 'datetime')
  return String(raw)
}
