/**
 * A failed call in the person's language (spec §8): the server's message key translated, with
 * the first field error's label for "{field} must be informed"; a key we do not know reads as
 * the generic failure rather than as a raw key.
 */
import { HttpError } from '../../providers/http'

type Translate = (key: string, options?: Record<string, unknown>) => string

/** Field labels of the event and its requesters, for messages that name a field. */
const fieldLabel = (t: Translate, field: string) => {
  const name = field.replace(/\.id$/, '').split('.').pop() ?? field
  return t(`resources.event.fields.${name}`, { _: t(`events.requesters.fields.${name}`, { _: name }) })
}

export function errorMessage(error: unknown, t: Translate): string {
  if (!(error instanceof HttpError)) return t('error.requestFailed')
  const { message, errors } = error.body
  const first = errors[0]
  const field = first ? fieldLabel(t, first.field) : ''
  // A 400 names the rule on the field ("Motivo deve ser informado"); the top message is generic there.
  const key = error.status === 400 && first ? first.message : message
  const text = t(key, { field, _: '' })
  if (text && text !== key) return text
  const top = t(message, { field, _: '' })
  return top && top !== message ? top : t('error.requestFailed')
}

export const isStale = (error: unknown) => error instanceof HttpError && error.status === 409 && error.body.message === 'event.changedInAnotherSession'
