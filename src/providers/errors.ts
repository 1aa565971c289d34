/**
 * A failed call in the person's language (spec §8): the server's message key translated, with
 * the first field error's label for "{field} must be informed"; a key we do not know reads as
 * the generic failure rather than as a raw key, and a field without a label as "this field".
 */
import { showDate } from '../../common/format'
import { HttpError, type ErrorBody } from './http'

type Translate = (key: string, options?: Record<string, unknown>) => string
/** A field's label, or undefined when the caller has none for it. */
export type Labeller = (field: string) => string | undefined

/** Where the labels of messages about the event's own fields live. */
const EVENT_LABELS = ['resources.event.fields', 'events.requesters.fields']

const lastName = (field: string) =>
  field
    .replace(/\.id$/, '')
    .replace(/\[\d+\]/g, '')
    .split('.')
    .pop() ?? field

/** The label of a field in the person's language; never the field's key. */
export function fieldLabel(t: Translate, field: string, labelOf?: Labeller): string {
  const own = labelOf?.(field)
  if (own) return own
  const name = lastName(field)
  for (const prefix of EVENT_LABELS) {
    const key = `${prefix}.${name}`
    const text = t(key, { _: '' })
    if (text && text !== key) return text
  }
  return t('error.thisField')
}

interface Holder {
  type: 'EVENT' | 'MAINTENANCE'
  eventId?: number
  name?: string | null
  start: string
  end: string
}

/** Who holds a room in the refused period: the event or maintenance, named when the person may see it. */
function holderText(h: Holder, t: Translate): string {
  const period = { start: showDate(h.start, true), end: showDate(h.end, true) }
  if (h.type === 'MAINTENANCE')
    return t(
      h.name ? 'events.environment.heldBy.namedMaintenance' : 'events.environment.heldBy.maintenance',
      { ...period, name: h.name },
    )
  return h.name
    ? t('events.environment.heldBy.event', { ...period, name: h.name, id: h.eventId })
    : t('events.environment.heldBy.hiddenEvent', period)
}

/** What the refusal's extra fields add to its message ("held by event X from … to …"). */
export function refusalDetail(body: ErrorBody, t: Translate): string {
  const conflicts = (body as { conflicts?: Holder[] }).conflicts
  return Array.isArray(conflicts) && conflicts.length ? conflicts.map((c) => holderText(c, t)).join('; ') : ''
}

/** The numbers a refusal carries (`available` units left, `minimum` employees), for its message. */
export function refusalParams(body: ErrorBody): Record<string, number> {
  return Object.fromEntries(
    Object.entries(body).filter(([k, v]) => typeof v === 'number' && k !== 'status'),
  ) as Record<string, number>
}

/** A message with its detail after a colon, once. */
export const withDetail = (text: string, detail: string) => (detail ? `${text}: ${detail}` : text)

export function errorMessage(error: unknown, t: Translate, labelOf?: Labeller): string {
  if (!(error instanceof HttpError)) return t('error.requestFailed')
  const { message, errors } = error.body
  const first = errors[0]
  const params = {
    ...refusalParams(error.body),
    field: first ? fieldLabel(t, first.field, labelOf) : '',
    _: '',
  }
  const detail = refusalDetail(error.body, t)
  // A 400 names the rule on the field ("Motivo deve ser informado"); the top message is generic there.
  const key = error.status === 400 && first ? first.message : message
  const text = t(key, params)
  if (text && text !== key) return withDetail(text, detail)
  const top = t(message, params)
  return top && top !== message ? withDetail(top, detail) : t('error.requestFailed')
}

export const isStale = (error: unknown) =>
  error instanceof HttpError && error.status === 409 && error.body.message === 'event.changedInAnotherSession'
