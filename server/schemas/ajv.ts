import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { schemaKeywords } from './keywords.js'

/** The spec's wire formats: `YYYY-MM-DDTHH:mm:ss` (venue local time) and hex colours. */
export const wireFormats = {
  'local-date-time': /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/,
  color: /^#[0-9a-fA-F]{6}$/,
}

/** One configuration for every place that validates with our schemas (server and generator). */
export function createAjv() {
  const ajv = new Ajv({ allErrors: true, strict: true, useDefaults: true, allowUnionTypes: true })
  addFormats(ajv)
  for (const [name, pattern] of Object.entries(wireFormats)) ajv.addFormat(name, pattern)
  ajv.addVocabulary([...schemaKeywords])
  return ajv
}
