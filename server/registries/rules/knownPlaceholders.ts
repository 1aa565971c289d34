import { unknownPlaceholders } from '../../../common/documents/placeholders.js'
import type { FieldError } from '../../http/errors.js'
import type { RegistryRule } from './types.js'

/**
 * A rich-text property whose `x-ui.options.placeholdersBy` names the field holding the document
 * type (a template's body and type) may hold only the `{{placeholders}}` a document of that type
 * fills: a typo or another type's key would print as itself (issue 33). Refused with a 400 on the
 * property, the unknown keys named in the error's `params` for the message.
 */
export const knownPlaceholders: RegistryRule = ({ schema, record }) => {
  const errors: FieldError[] = []
  const properties =
    (schema as { properties?: Record<string, Record<string, unknown>> } | undefined)?.properties ?? {}
  for (const [field, prop] of Object.entries(properties)) {
    const by = ((prop['x-ui'] as { options?: { placeholdersBy?: string } } | undefined)?.options ?? {})
      .placeholdersBy
    if (!by || typeof record[field] !== 'string') continue
    const type = typeof record[by] === 'string' ? (record[by] as string) : undefined
    const unknown = unknownPlaceholders(record[field], type)
    if (unknown.length)
      errors.push({
        field,
        message: 'documents.unknownPlaceholder',
        target: field,
        params: { placeholders: unknown.map((k) => `{{${k}}}`).join(', ') },
      })
  }
  return errors
}
