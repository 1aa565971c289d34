/**
 * Messages on a registry form, all from the locale files: RJSF's own validation errors rewritten
 * with our keys ("{field} must be informed"), the server's field errors placed on their fields,
 * and RJSF's button texts.
 */
import {
  ErrorSchemaBuilder,
  englishStringTranslator,
  TranslatableString,
  type ErrorSchema,
  type RJSFValidationError,
} from '@rjsf/utils'
import type { Translate } from './formSchema'
import { fieldKeyIn, isShownAt, type Prop } from '../providers/schema'

/** ajv keyword → the key the server uses for the same rule, so both sides read alike. */
const keys: Record<string, string> = {
  required: 'error.required',
  minLength: 'error.minLength',
  maxLength: 'error.maxLength',
  minItems: 'error.minItems',
  maxItems: 'error.maxItems',
  minimum: 'error.minimum',
  exclusiveMinimum: 'error.minimum',
  maximum: 'error.maximum',
  exclusiveMaximum: 'error.maximum',
}

export const transformErrorsFor = (resource: string, t: Translate) =>
  transformErrorsIn(`resources.${resource}`, t)

/** For any form whose labels live under `prefix` (see fieldKeyIn). */
export function transformErrorsIn(prefix: string, t: Translate) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((error) => {
      // An empty reference fails inside it (`environmentType.id`); the person sees the reference.
      const property = (error.property ?? '').replace(/\.id$/, '')
      const field = t(fieldKeyIn(prefix, property.replace(/^\./, '')))
      const message = t(keys[error.name ?? ''] ?? 'error.invalidValue', { field })
      return { ...error, property, message, stack: message }
    })
}

/** Drops errors of fields x-ui.shownWhen keeps out of the form: they are not sent, so they cannot block the save. */
export const shownErrors = (schema: Prop, formData: unknown) => (errors: RJSFValidationError[]) =>
  errors.filter((e) => isShownAt(schema, formData, (e.property ?? '').split(/[.[\]]/).filter(Boolean)))

/** `formats[0].format` → ['formats', '0', 'format'] for the error tree. */
const pathOf = (field: string) => field.split(/[.[\]]/).filter(Boolean)

/** The server's `{field: message}` (already translated by the dataProvider) as RJSF's error tree. */
export function serverErrorSchema(errors: Record<string, string> | undefined): ErrorSchema | undefined {
  if (!errors || !Object.keys(errors).length) return undefined
  const builder = new ErrorSchemaBuilder()
  for (const [field, message] of Object.entries(errors)) builder.addErrors(message, pathOf(field))
  return builder.ErrorSchema
}

/** RJSF's strings in the person's language; texts our forms never show stay in English. */
export function translateStringFor(t: Translate) {
  const names = Object.fromEntries(
    Object.entries(TranslatableString).map(([name, text]) => [text, name]),
  ) as Record<string, string>
  return (text: TranslatableString, params?: string[]): string => {
    const key = `widgets.rjsf.${names[text]}`
    const found = t(key, { _: '' })
    if (!found || found === key) return englishStringTranslator(text, params)
    return (params ?? []).reduce((out, p, i) => out.replaceAll(`%${i + 1}`, p), found)
  }
}
