/**
 * The permission editor's groups, straight from the catalogue the server validates against
 * (schemas/features.json plus every registry schema's feature, written by `npm run generate`): events (registries, reports, actions, situation visibility) and
 * tickets (registries, actions). Labels: `permissions.groups.<context>.<group>` and
 * `permissions.features.<NAME>`.
 */
import { featureCatalogue as catalogue } from '../../generated/features'

export interface FeatureGroup {
  /** `events.registry`, `tickets.action`…: also the locale key under permissions.groups. */
  key: string
  features: string[]
}

type Groups = Record<string, string[]>

export const featureGroups: FeatureGroup[] = (['events', 'tickets'] as const).flatMap((context) =>
  Object.entries(catalogue[context] as Groups).map(([group, features]) => ({
    key: `${context}.${group}`,
    features,
  })),
)

export const allFeatures: string[] = featureGroups.flatMap((g) => g.features)

export const featureLabelKey = (feature: string) => `permissions.features.${feature}`
export const groupLabelKey = (group: string) => `permissions.groups.${group}`
