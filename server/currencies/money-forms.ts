import type { RegistryModel } from '../registries/model.js'
import { loadFormSchemas } from '../schemas/load.js'

const hasMoneyField = (node: unknown): boolean => {
  if (!node || typeof node !== 'object') return false
  const ui = (node as Record<string, unknown>)['x-ui'] as { widget?: unknown } | undefined
  return ui?.widget === 'money' || Object.values(node as Record<string, unknown>).some(hasMoneyField)
}

/**
 * Who may read the active currencies: a money field shows its currency, so whoever may open a
 * registry or form with a money field (`x-ui.widget: money`) reads them, beside those who may
 * pick a currency or keep quotations. Derived from the schemas, so a new money form needs no list.
 */
export function currencyReaders(models: Map<string, RegistryModel>, currencyFeatures: string[]): string[] {
  const readers = new Set(currencyFeatures)
  for (const m of models.values()) if (hasMoneyField(m.schema)) m.features.forEach((f) => readers.add(f))
  for (const form of loadFormSchemas()) {
    const feature = form['x-feature']
    if (typeof feature === 'string' && hasMoneyField(form)) readers.add(feature)
  }
  return [...readers]
}
