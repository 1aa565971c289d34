import { buildModel, type RegistryModel } from './model.js'
import { loadFormSchemas, type RegistrySchema } from '../schemas/load.js'

/** Every `x-ref` target anywhere in a schema (properties, list items, nested objects). */
function refTargets(node: unknown): string[] {
  if (!node || typeof node !== 'object') return []
  const own =
    typeof (node as Record<string, unknown>)['x-ref'] === 'string'
      ? [(node as Record<string, string>)['x-ref']]
      : []
  return [...own, ...Object.values(node as Record<string, unknown>).flatMap(refTargets)]
}

export function buildModels(schemas: RegistrySchema[]) {
  const models = new Map<string, RegistryModel>()
  for (const s of schemas) {
    // Its x-rules are checked once every domain has registered its rules (registries/index.ts).
    const m = buildModel(s)
    models.set(m.name, m)
  }
  for (const m of models.values())
    for (const r of m.refs)
      if (!models.has(r.target)) throw new Error(`schema ${m.name}: x-ref to unknown registry ${r.target}`)
  // Picking a record is part of filling a form: whoever may open a registry or form that refers
  // to this one may use its autocomplete (a coordinator picks an event type without owning it).
  const pickers = new Map<string, Set<string>>()
  const allow = (target: string, features: string[]) =>
    features.forEach((f) => (pickers.get(target) ?? pickers.set(target, new Set()).get(target)!).add(f))
  for (const m of models.values()) for (const r of m.refs) allow(r.target, m.features)
  for (const form of loadFormSchemas()) {
    const feature = form['x-feature']
    if (typeof feature === 'string') for (const target of refTargets(form)) allow(target, [feature])
  }
  for (const m of models.values())
    m.autocompleteFeatures = [...new Set([...m.features, ...(pickers.get(m.name) ?? [])])]
  return models
}
