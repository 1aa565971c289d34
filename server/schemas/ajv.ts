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

/**
 * The formats plugins of every ajv, in this order: ajv-formats, then ours over it (its `date` takes
 * no time). Fastify adds ajv-formats itself after its plugins unless given it, which put its `date`
 * back over ours and refused the spec's date-time on every route with a day (issue 31).
 */
export const formatPlugins: ((ajv: Ajv) => Ajv)[] = [
  // Fastify knows ajv-formats by its function's name, so the plugin goes in as it is.
  addFormats as unknown as (ajv: Ajv) => Ajv,
  addWireFormats,
]

/** One configuration for every place that validates with our schemas (server and generator). */
export function createAjv() {
  const ajv = new Ajv({ allErrors: true, strict: true, useDefaults: true, allowUnionTypes: true })
  for (const plugin of formatPlugins) plugin(ajv)
  ajv.addVocabulary([...schemaKeywords])
  // The one `x-` keyword that validates data rather than describing it to the generator or engine.
  ajv.addKeyword(uniqueItemsKeyword)
  return ajv
}
