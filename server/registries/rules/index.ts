import type { RegistryRule } from './types.js'
import { compoundEnvironmentComposition } from './compoundEnvironmentComposition.js'
import { departmentManagerNotEmployee } from './departmentManagerNotEmployee.js'
import { knownPlaceholders } from './knownPlaceholders.js'
import { holidayPeriodFree } from './holidayPeriodFree.js'
import { paxAgeRangesDisjoint } from './paxAgeRangesDisjoint.js'
import { periodOrder } from './periodOrder.js'
import { uniqueFormats } from './uniqueFormats.js'

/**
 * The engine's own named rules (`"x-rules": ["name"]` in a schema): checks over registry records
 * that need no other domain. A rule that does (person's, documents' safe rich text) lives in its
 * domain, which registers it at boot with `app.registries.addRule` (docs/domains.md).
 */
export const engineRules: Record<string, RegistryRule> = {
  compoundEnvironmentComposition,
  departmentManagerNotEmployee,
  holidayPeriodFree,
  knownPlaceholders,
  paxAgeRangesDisjoint,
  periodOrder,
  uniqueFormats,
}
