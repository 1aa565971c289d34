import { fieldError, type FieldError } from '../../http/errors.js'
import { isMain, itemsOf, repeatedAt, textOf } from '../records.js'
import { requiredAddressFields } from '../../../common/person/requirements.js'
import { isValidZipCode } from '../zipCode.js'
import type { RegistryRule } from '../../registries/rules/types.js'

/**
 * A person's addresses: each type (0 direct, 1 third, 2 revenue, 3 charge, 4 delivery) once; the
 * fields each type needs (server/person/requirements.ts); a valid zip code (an 8-digit CEP in
 * Brazil); at most one main address ("main address already informed").
 */
export const personAddresses: RegistryRule = ({ record }) => {
  const addresses = itemsOf(record.addresses)
  const errors: FieldError[] = []
  addresses.forEach((a, i) => {
    for (const field of requiredAddressFields(a)) {
      if (textOf(a[field]) === undefined && typeof a[field] !== 'number')
        errors.push(fieldError(`addresses[${i}].${field}`, 'error.required'))
    }
    const zip = textOf(a.zipCode)
    if (zip && !isValidZipCode(zip, a.country as string | undefined))
      errors.push(fieldError(`addresses[${i}].zipCode`, 'person.invalidZipCode'))
  })
  for (const i of repeatedAt(addresses, 'type'))
    errors.push(fieldError(`addresses[${i}].type`, 'person.addressTypeRepeated'))
  const mains = addresses.flatMap((a, i) => (isMain(a) ? [i] : []))
  for (const i of mains.slice(1))
    errors.push(fieldError(`addresses[${i}].main`, 'person.mainAddressRepeated'))
  return errors
}
