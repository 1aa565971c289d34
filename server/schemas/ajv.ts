import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { schemaKeywords } from './keywords.js'

/** One configuration for every place that validates with our schemas (server and generator). */
export function createAjv() {
  const ajv = new Ajv({ allErrors: true, strict: true, useDefaults: true, allowUnionTypes: true })
  addFormats(ajv)
  ajv.addVocabulary([...schemaKeywords])
  return ajv
}
