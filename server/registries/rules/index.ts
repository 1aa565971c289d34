import type { RegistryRule } from './types.js'

/**
 * Named rules (`"x-rules": ["name"]` in a schema), registered in this one place.
 * Add a rule as its own file in this folder and list it here.
 */
export const registryRules: Record<string, RegistryRule> = {}
