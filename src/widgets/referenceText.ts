import { kindOf, registryOf } from '../providers/schema'
import { showDate } from '../../common/format'

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

/** A Brazilian document as printed: CPF 000.000.000-00, CNPJ 00.000.000/0000-00; anything else as typed. */
export function documentText(raw: unknown): string {
  const text = raw === undefined || raw === null ? '' : String(raw)
  const digits = text.replace(/\D/g, '')
  if (digits.length === 11 && digits === text)
    return digits.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4')
  if (digits.length === 14 && digits === text)
    return digits.replace(/(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})/, '$1.$2.$3/$4-$5')
  return text
}

/**
 * How a picker shows a record: the schema's `x-resource.option` words (a person's full name) and
 * its detail (the document), so two "Beatriz" can be told apart; otherwise the label alone.
 * The text is what the input shows once picked; the detail follows it in the list of options.
 */
export function optionParts(
  target: string,
  record: Record<string, unknown>,
): { text: string; detail: string } {
  const resource = registryOf(target)['x-resource']
  const label = referenceText(target, record[resource.label ?? 'name'])
  if (!resource.option) return { text: label, detail: '' }
  const words = resource.option.text
    .map((f) => record[f])
    .filter((v) => v !== undefined && v !== null && String(v).trim() !== '')
  // A reference read back carries only its label: show what is known.
  return {
    text: words.length ? words.join(' ') : label,
    detail: resource.option.detail ? documentText(record[resource.option.detail]) : '',
  }
}
