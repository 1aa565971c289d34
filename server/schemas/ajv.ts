import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { wireFormats } from '../../common/wire-formats.js'
import { schemaKeywords } from './keywords.js'
import { uniqueItemsKeyword } from './unique-items.js'

export { wireFormats }

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
  // The one `x-` keyword that validates data rather than describing it to the generator or engine.
  ajv.addKeyword(uniqueItemsKeyword)
  return ajv
}
