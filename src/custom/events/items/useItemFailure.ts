import { useTranslate } from 'react-admin'
import { fieldKeyIn } from '../../../providers/schema'
import { HttpError } from '../../../providers/http'
import {
  errorMessage,
  refusalDetail,
  refusalParams,
  withDetail,
  type Labeller,
} from '../../../providers/errors'

type Translate = (key: string, options?: Record<string, unknown>) => string

/** The labels of an item kind (`events.<kind>.fields.<name>`); undefined where there is none, never the key. */
export const itemLabeller =
  (translate: Translate, prefix: string): Labeller =>
  (field) => {
    const key = fieldKeyIn(prefix, field)
    const text = translate(key, { _: '' })
    return text && text !== key ? text : undefined
  }

export function useItemLabels(prefix: string): Labeller {
  return itemLabeller(useTranslate(), prefix)
}

const rootOf = (field: string) => field.replace(/\.id$/, '').split(/[.[]/)[0]

/**
 * A failed item write split for the form, each refusal said once: messages that name a field of
 * the form go on that field (with their detail: who holds the room, how many units are left);
 * the rest (a stale version, a field the form does not show) is said above the form.
 */
export function useItemFailure(failure: unknown, prefix: string, fields: readonly string[]) {
  const translate = useTranslate()
  const labelOf = useItemLabels(prefix)
  const byField: Record<string, string> = {}
  if (!failure) return { byField, top: undefined }
  if (failure instanceof HttpError && failure.body.errors.length > 0) {
    const params = refusalParams(failure.body)
    const detail = refusalDetail(failure.body, translate)
    for (const e of failure.body.errors) {
      const field = e.field.replace(/\.id$/, '')
      byField[field] ??= withDetail(
        translate(e.message, {
          ...params,
          field: labelOf(field) ?? translate('error.thisField'),
          _: translate('error.requestFailed'),
        }),
        detail,
      )
    }
    const placed = failure.body.errors.every((e) => fields.includes(rootOf(e.field)))
    return { byField, top: placed ? undefined : errorMessage(failure, translate, labelOf) }
  }
  return { byField, top: errorMessage(failure, translate, labelOf) }
}
