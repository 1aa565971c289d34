import { HttpError } from '../providers/httpError'
import type { Message } from './loginRules'
import type { Params } from '../i18n/messages'

type T = (key: string, params?: Params) => string

/** Translates a rule message whose `field` parameter is itself a locale key. */
export function messageText(t: T, message: Message): string {
  const params = { ...message.params }
  if (typeof params.field === 'string') params.field = t(params.field)
  return t(message.key, params)
}

/**
 * The text for a failed call: the server's message key when we have it, else its own
 * description (spec §8 "otherwise the server description is shown"), else a generic text.
 */
export function errorText(t: T, error: unknown, known: Record<string, string> = {}): string {
  if (!(error instanceof HttpError)) return t('error.requestFailed')
  const { message, developerMessage, error_description } = error.body
  for (const [fragment, key] of Object.entries(known)) if (error.text.includes(fragment)) return t(key)
  const translated = t(message)
  // 'error.requestFailed' is what a body without a message key becomes: the server's own words say more.
  if (translated !== message && message !== 'error.requestFailed') return translated
  return error_description || developerMessage || translated
}
