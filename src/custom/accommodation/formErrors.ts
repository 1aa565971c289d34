/**
 * The refusals of a failed block write placed where the form shows them (event-domain §5 rules
 * name their field: `deadlineDate`, `reservations[0].dailyRates`, `reservations[1].guests[2].name`).
 * A path is cut to its "slot": a block field, a reservation field, one daily rate or one guest.
 */
import { HttpError } from '../../providers/http'
import { refusalParams } from '../../providers/errors'

type Translate = (key: string, options?: Record<string, unknown>) => string

export function slotOf(field: string): string {
  const path = field.replace(/\.id$/, '')
  const m = /^(reservations\[\d+\])(?:\.(dailyRates|guests)(\[\d+\])?|\.(\w+))?/.exec(path)
  if (!m) return path.split(/[.[]/)[0]
  if (m[2]) return `${m[1]}.${m[2]}${m[3] ?? ''}`
  return m[4] ? `${m[1]}.${m[4]}` : m[1]
}

const lastName = (slot: string) =>
  slot
    .replace(/\[\d+\]/g, '')
    .split('.')
    .pop() ?? slot

/** The label of a slot: a block field, else a reservation field, else "this field". */
export function slotLabel(t: Translate, slot: string): string {
  const name = lastName(slot)
  for (const prefix of ['events.accommodation.fields', 'events.accommodationReservation.fields']) {
    if (
      slot.startsWith('reservations[') &&
      prefix.endsWith('accommodation.fields') &&
      slot !== 'reservations'
    )
      continue
    const key = `${prefix}.${name}`
    const text = t(key, { _: '' })
    if (text && text !== key) return text
  }
  return t('error.thisField')
}

/** Each slot's first refusal, translated with its field's label. */
export function refusalsBySlot(failure: unknown, t: Translate): Record<string, string> {
  const out: Record<string, string> = {}
  if (!(failure instanceof HttpError)) return out
  const params = refusalParams(failure.body)
  for (const e of failure.body.errors) {
    const slot = slotOf(e.field)
    out[slot] ??= t(e.message, { ...params, field: slotLabel(t, slot), _: t('error.requestFailed') })
  }
  return out
}
