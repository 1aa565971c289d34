import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { isWireDate, isWireDateTime } from '../http/wire-dates.js'
import { schemaKeywords } from './keywords.js'

/**
 * The spec's wire formats: `YYYY-MM-DDTHH:mm:ss` (venue local time), dates (`YYYY-MM-DD` or a
 * date-time), both real calendar dates in 1900–2199, and hex colours. `date` replaces ajv-formats'
 * own, which takes year 0 and no time.
 */
export const wireFormats = {
  'local-date-time': isWireDateTime,
  date: isWireDate,
  color: /^#[0-9a-fA-F]{6}$/,
}

/** Adds the wire formats to an ajv (ours, or Fastify's through its `ajv.plugins`). */
export function addWireFormats(ajv: Ajv) {
  for (const [name, check] of Object.entries(wireFormats)) {
    ajv.addFormat(name, typeof check === 'function' ? { type: 'string', validate: check } : check)
  }
  return ajv
}

/** One configuration for every place that validates with our schemas (server and generator). */
export function createAjv() {
  const ajv = new Ajv({ allErrors: true, strict: true, useDefaults: true, allowUnionTypes: true })
  addFormats(ajv)
  addWireFormats(ajv)
  ajv.addVocabulary([...schemaKeywords])
  return ajv
}
