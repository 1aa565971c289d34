/**
 * The feature catalogue: schemas/features.json lists the features no registry schema declares
 * (users, events, kanban, actions, situation visibility), the report group is the reports' catalogue
 * (common/reports/catalogue.ts: a report's feature is its name); every registry schema adds its
 * `x-resource.feature` (and `ticketsFeature`) to the registry group of its context, so a new
 * registry needs no edit outside its schema. The server validates permissions against it and
 * `npm run generate` writes the same catalogue for the permission editor (src/generated/features.ts).
 */
import { reportFeatures } from '../../common/reports/catalogue.js'
import type { RegistrySchema } from './load.js'

export type FeatureGroups = Record<string, string[]>
export interface FeatureCatalogue {
  events: FeatureGroups
  tickets: FeatureGroups
}

/** TICKETS_* features belong to the ticket context whichever keyword names them. */
const contextOf = (feature: string): keyof FeatureCatalogue =>
  feature.startsWith('TICKETS_') ? 'tickets' : 'events'

export function featureCatalogue(
  listed: FeatureCatalogue & Record<string, unknown>,
  schemas: RegistrySchema[],
): FeatureCatalogue {
  // The reports' group comes right after the registries', where the editor has always shown it.
  const { registry = [], ...others } = listed.events
  const events = { registry, report: reportFeatures, ...others }
  const out: FeatureCatalogue = {
    events: Object.fromEntries(Object.entries(events).map(([g, f]) => [g, [...f]])),
    tickets: Object.fromEntries(Object.entries(listed.tickets).map(([g, f]) => [g, [...f]])),
  }
  const known = new Set([...Object.values(out.events), ...Object.values(out.tickets)].flat())
  // Listed features first (the spec's order), then the schemas' in file order: a stable editor.
  for (const schema of schemas) {
    const { feature, ticketsFeature } = schema['x-resource']
    for (const name of [feature, ticketsFeature]) {
      if (!name || known.has(name)) continue
      known.add(name)
      const groups = out[contextOf(name)]
      ;(groups.registry ??= []).push(name)
    }
  }
  return out
}

export const allFeaturesOf = (catalogue: FeatureCatalogue): string[] => [
  ...Object.values(catalogue.events).flat(),
  ...Object.values(catalogue.tickets).flat(),
]
