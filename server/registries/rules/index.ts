import type { RegistryRule } from './types.js'
import { compoundEnvironmentComposition } from './compoundEnvironmentComposition.js'
import { departmentManagerNotEmployee } from './departmentManagerNotEmployee.js'
import { knownPlaceholders } from './knownPlaceholders.js'
import { holidayPeriodFree } from './holidayPeriodFree.js'
import { paxAgeRangesDisjoint } from './paxAgeRangesDisjoint.js'
import { periodOrder } from './periodOrder.js'
import { personAddresses } from './personAddresses.js'
import { personContacts } from './personContacts.js'
import { personDerivedFields } from './personDerivedFields.js'
import { personDocuments } from './personDocuments.js'
import { personMainAddressOrContact } from './personMainAddressOrContact.js'
import { personRequiredFields } from './personRequiredFields.js'
import { safeRichText } from './safeRichText.js'
import { uniqueFormats } from './uniqueFormats.js'

/**
 * Named rules (`"x-rules": ["name"]` in a schema), registered in this one place.
 * Add a rule as its own file in this folder and list it here.
 */
export const registryRules: Record<string, RegistryRule> = {
  compoundEnvironmentComposition,
  departmentManagerNotEmployee,
  holidayPeriodFree,
  knownPlaceholders,
  paxAgeRangesDisjoint,
  periodOrder,
  personAddresses,
  personContacts,
  personDerivedFields,
  personDocuments,
  personMainAddressOrContact,
  personRequiredFields,
  safeRichText,
  uniqueFormats,
}
