import { describe, expect, it } from 'vitest'
import { requiredAddressFields, requiredPersonFields } from './requirements.js'

describe('person requirements (read by the server rules and the form alike)', () => {
  it('asks a natural person for their own fields, and more once complete or a provider', () => {
    expect(requiredPersonFields({})).toEqual(['surname', 'birthDate', 'maritalStatus', 'profession'])
    expect(
      requiredPersonFields({
        personType: 'LEGAL',
        personCompany: { complete: true },
        personAssignment: { provider: true },
      }),
    ).toEqual([
      'fantasyName',
      'foundationDate',
      'lineOfBusiness',
      'language',
      'groupPerson',
      'currency',
      'providerStatus',
    ])
  })

  it('asks an address by its type, and for a type when it has none', () => {
    expect(requiredAddressFields({ type: 3 })).toContain('email')
    expect(requiredAddressFields({ type: 4 })).toContain('phone')
    expect(requiredAddressFields({})).toEqual(['type'])
  })
})
