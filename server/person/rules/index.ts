import type { RegistryHookBook } from '../../registries/hooks.js'
import { personAddresses } from './personAddresses.js'
import { personContacts } from './personContacts.js'
import { personDerivedFields } from './personDerivedFields.js'
import { personDocuments } from './personDocuments.js'
import { personMainAddressOrContact } from './personMainAddressOrContact.js'
import { personRequiredFields } from './personRequiredFields.js'

/**
 * The person schema's named rules (`"x-rules"` in person.schema.json), given to the registry
 * engine at boot: the checks and derived fields are the person domain's, the engine runs them.
 */
export function registerPersonRules(registries: Pick<RegistryHookBook, 'addRule'>) {
  registries.addRule('personAddresses', personAddresses)
  registries.addRule('personContacts', personContacts)
  registries.addRule('personDerivedFields', personDerivedFields)
  registries.addRule('personDocuments', personDocuments)
  registries.addRule('personMainAddressOrContact', personMainAddressOrContact)
  registries.addRule('personRequiredFields', personRequiredFields)
}
