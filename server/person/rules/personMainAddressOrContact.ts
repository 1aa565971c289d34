import { fieldError } from '../../http/errors.js'
import { isMain, itemsOf } from '../records.js'
import { isComplete } from '../../../common/person/requirements.js'
import type { RegistryRule } from '../../registries/rules/types.js'

/**
 * Where to reach the person first: once any address or contact is informed (and always for a
 * complete person), one of them is marked main. The error sits on the list the person is filling
 * (contacts unless only addresses were given).
 */
export const personMainAddressOrContact: RegistryRule = ({ record }) => {
  const addresses = itemsOf(record.addresses)
  const contacts = itemsOf(record.contacts)
  if (!addresses.length && !contacts.length && !isComplete(record)) return []
  if ([...addresses, ...contacts].some(isMain)) return []
  const field = addresses.length && !contacts.length ? 'addresses' : 'contacts'
  return [fieldError(field, 'person.mainAddressOrContactRequired')]
}
