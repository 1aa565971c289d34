import listed from '../../schemas/features.json' with { type: 'json' }
import { allFeaturesOf, featureCatalogue } from '../schemas/features.js'
import { loadRegistrySchemas } from '../schemas/load.js'

/** Every feature name of the catalogue, events and tickets: features.json plus the registry schemas'. */
export const allFeatures: string[] = allFeaturesOf(featureCatalogue(listed, loadRegistrySchemas()))

export const isKnownFeature = (name: string) => allFeatures.includes(name)

/** The users screen (and the permissions it edits) exists in both contexts; the ticket context names its feature TICKETS_USER. */
export const usersFeature = ['USER', 'TICKETS_USER']
