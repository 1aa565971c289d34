import { useTranslate } from 'react-admin'
import { HttpError } from '../../../providers/http'
import { errorMessage } from '../errors'

/**
 * A failed item write split for the form: messages that name a field go on that field; the rest
 * (a stale version, a room already taken, ...) is shown above the form.
 */
export function useItemFailure(failure: unknown, labelOf: (field: string) => string) {
  const translate = useTranslate()
  const byField: Record<string, string> = {}
  if (!failure) return { byField, top: undefined }
  if (failure instanceof HttpError && failure.body.errors.length > 0) {
    for (const e of failure.body.errors) {
      const field = e.field.replace(/\.id$/, '')
      byField[field] ??= translate(e.message, { field: labelOf(field), _: translate('error.requestFailed') })
    }
    // A refusal about the whole record (e.g. 409) is still named above the form.
    return { byField, top: failure.status === 400 ? undefined : errorMessage(failure, translate) }
  }
  return { byField, top: errorMessage(failure, translate) }
}
