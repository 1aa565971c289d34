import { fieldError, type FieldError } from '../http/errors.js'
import { sanitiseHtml, serialiseHtml } from './html.js'
import type { RegistryRule } from '../registries/rules/types.js'

/**
 * Every property marked `"x-rich-text": true` holds HTML written in the browser's editor and later
 * rendered on the server: it is stored only as its allow-listed markup. Something that would run
 * or fetch (a script, an event handler, a remote image or link) is refused with a 400 naming the
 * field, rather than silently dropped, so the author knows the document will differ from the paste.
 * Markup nested too deep or too large to parse cheaply is refused the same way (html-parse.ts).
 */
export const safeRichText: RegistryRule = ({ schema, record }) => {
  const errors: FieldError[] = []
  const properties =
    (schema as { properties?: Record<string, Record<string, unknown>> } | undefined)?.properties ?? {}
  for (const [field, prop] of Object.entries(properties)) {
    if (prop['x-rich-text'] !== true || typeof record[field] !== 'string') continue
    const { nodes, refused, limit } = sanitiseHtml(record[field])
    if (limit) errors.push(fieldError(field, `error.${limit}`))
    else if (refused.length) errors.push(fieldError(field, 'error.unsafeContent'))
    else record[field] = serialiseHtml(nodes)
  }
  return errors
}
