/**
 * A failed write placed where the form shows it (DESIGN.md error shape): each 400 field error
 * under its field, translated with that field's label; anything else (another status, a field
 * the form does not have) as one message over the form.
 */
import { HttpError } from '../../providers/http'
import { errorMessage, refusalParams } from '../../providers/errors'

type Translate = (key: string, options?: Record<string, unknown>) => string

export interface Refusals {
  fields: Record<string, string>
  form?: string
}

export const noRefusals: Refusals = { fields: {} }

export function refusalsOf(
  error: unknown,
  fields: readonly string[],
  labelOf: (field: string) => string,
  t: Translate,
): Refusals {
  if (!(error instanceof HttpError) || error.status !== 400 || !error.body.errors?.length)
    return { fields: {}, form: errorMessage(error, t) }
  const params = refusalParams(error.body)
  const out: Refusals = { fields: {} }
  for (const e of error.body.errors) {
    const field = e.field.replace(/\.id$/, '')
    if (fields.includes(field))
      out.fields[field] ??= t(e.message, { ...params, field: labelOf(field), _: t('error.requestFailed') })
    else out.form ??= t(e.message, { ...params, field: t('error.thisField'), _: t('error.requestFailed') })
  }
  return out
}

/** The form's own check before sending: every required field that is empty says so under it. */
export function missing(
  values: Record<string, unknown>,
  labelOf: (field: string) => string,
  t: Translate,
): Refusals {
  const fields: Record<string, string> = {}
  for (const [field, value] of Object.entries(values))
    if (value === undefined || value === '' || value === null)
      fields[field] = t('error.required', { field: labelOf(field) })
  return { fields }
}
