import { providerDomain } from '../../auth/identity.js'
import { fieldError, type FieldError } from '../../http/errors.js'
import { isMain, itemsOf, repeatedAt, textOf } from '../records.js'
import { contactMeans } from '../../../common/person/requirements.js'
import type { RegistryRule } from '../../registries/rules/types.js'

/** The provider's own domain (and its subdomains) belongs to technical users, never to a person. */
export function isReservedEmail(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@')[1] ?? ''
  const reserved = providerDomain()
  return domain === reserved || domain.endsWith(`.${reserved}`)
}

/**
 * A person's contacts (mobile, commercial, residential): each type once; each reachable by an
 * e-mail, a preferred phone or an alternative phone; no e-mail at the reserved internal domain
 * (PROVIDER_DOMAIN), in contacts or addresses; at most one main contact. The e-mail format is the
 * schema's. Contacts live inside the person record, so they are only ever edited through it.
 */
export const personContacts: RegistryRule = ({ record }) => {
  const contacts = itemsOf(record.contacts)
  const errors: FieldError[] = []
  contacts.forEach((c, i) => {
    if (!contactMeans.some((field) => textOf(c[field])))
      errors.push(fieldError(`contacts[${i}].email`, 'person.contactNeedsEmailOrPhone'))
    const email = textOf(c.email)
    if (email && isReservedEmail(email))
      errors.push(fieldError(`contacts[${i}].email`, 'person.reservedEmailDomain'))
  })
  itemsOf(record.addresses).forEach((a, i) => {
    const email = textOf(a.email)
    if (email && isReservedEmail(email))
      errors.push(fieldError(`addresses[${i}].email`, 'person.reservedEmailDomain'))
  })
  for (const i of repeatedAt(contacts, 'type'))
    errors.push(fieldError(`contacts[${i}].type`, 'person.contactTypeRepeated'))
  const mains = contacts.flatMap((c, i) => (isMain(c) ? [i] : []))
  for (const i of mains.slice(1)) errors.push(fieldError(`contacts[${i}].main`, 'person.mainContactRepeated'))
  return errors
}
