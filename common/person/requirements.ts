/**
 * What a person record must carry, by person type, completeness and address type. One table read
 * by the server's named rules (server/registries/rules/person*.ts) and by the form
 * (src/custom/person), hence here in common/, so the asterisks the form shows are the fields the server requires.
 */

export type PersonType = 'NATURAL' | 'LEGAL'

/** Fields required by person type (spec §5 Person); the form shows each type only its own. */
export const requiredByPersonType: Record<PersonType, readonly string[]> = {
  NATURAL: ['surname', 'birthDate', 'maritalStatus', 'profession'],
  LEGAL: ['fantasyName', 'foundationDate', 'lineOfBusiness'],
}

/** Fields required once the person is marked complete (`personCompany.complete`). */
export const requiredWhenComplete: readonly string[] = ['language', 'groupPerson', 'currency']

export const personTypeOf = (record: { personType?: unknown }): PersonType =>
  record.personType === 'LEGAL' ? 'LEGAL' : 'NATURAL'

export const isComplete = (record: { personCompany?: unknown }): boolean =>
  (record.personCompany as { complete?: unknown } | undefined)?.complete === true

export const isProvider = (record: { personAssignment?: unknown }): boolean =>
  (record.personAssignment as { provider?: unknown } | undefined)?.provider === true

/** Fields required of a record as it stands (type, completeness, and the provider's status). */
export function requiredPersonFields(record: {
  personType?: unknown
  personCompany?: unknown
  personAssignment?: unknown
}): string[] {
  return [
    ...requiredByPersonType[personTypeOf(record)],
    ...(isComplete(record) ? requiredWhenComplete : []),
    ...(isProvider(record) ? ['providerStatus'] : []),
  ]
}

/**
 * Address types (spec: 0 direct, 1 third, 2 revenue, 3 charge, 4 delivery) and what each needs
 * besides its type: the person's own and the revenue (fiscal) address are full postal addresses;
 * a third party's needs whom it belongs to; a charge address needs where the bill goes (e-mail);
 * a delivery address needs a phone for whoever receives.
 */
export const ADDRESS_TYPES = [0, 1, 2, 3, 4] as const
export type AddressType = (typeof ADDRESS_TYPES)[number]

const postal = ['zipCode', 'street', 'number', 'district', 'city', 'state', 'country']
export const requiredByAddressType: Record<AddressType, readonly string[]> = {
  0: postal,
  1: ['contactName', 'zipCode', 'street', 'city', 'country'],
  2: postal,
  3: ['zipCode', 'street', 'city', 'state', 'country', 'email'],
  4: ['zipCode', 'street', 'number', 'city', 'country', 'phone'],
}

export function requiredAddressFields(address: { type?: unknown }): readonly string[] {
  const type = address.type as AddressType
  return requiredByAddressType[type] ?? ['type']
}

/** A contact is reachable by at least one of these. */
export const contactMeans = ['email', 'preferredPhone', 'alternativePhone'] as const
