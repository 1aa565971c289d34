import catalogue from '../../schemas/features.json' with { type: 'json' }

type Groups = Record<string, string[]>

/** Every feature name of the catalogue, events and tickets. */
export const allFeatures: string[] = [
  ...Object.values(catalogue.events as Groups).flat(),
  ...Object.values(catalogue.tickets as Groups).flat(),
]

export const isKnownFeature = (name: string) => allFeatures.includes(name)
