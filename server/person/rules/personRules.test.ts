/** The person's checking rules on plain records (the API suite tests/api/person.test.ts covers them end to end). */
import { describe, expect, it } from 'vitest'
import { personAddresses } from './personAddresses.js'
import { personContacts } from './personContacts.js'
import { personDocuments } from './personDocuments.js'
import { personMainAddressOrContact } from './personMainAddressOrContact.js'
import { personRequiredFields } from './personRequiredFields.js'
import { ruleContext } from '../../registries/rules/testing.js'
import type { RegistryRule } from '../../registries/rules/types.js'

const run = async (rule: RegistryRule, record: Record<string, unknown>) =>
  (await rule(ruleContext(record))).map((e) => `${e.field} ${e.message}`)

describe('person rules', () => {
  it('personRequiredFields: by type and completeness', async () => {
    expect(await run(personRequiredFields, { name: 'A' })).toEqual([
      'surname error.required',
      'birthDate error.required',
      'maritalStatus error.required',
      'profession error.required',
    ])
    expect(
      await run(personRequiredFields, {
        name: 'A',
        personType: 'LEGAL',
        fantasyName: 'A',
        foundationDate: '2000-01-01',
        lineOfBusiness: ' ',
        personCompany: { complete: true },
        language: 'es',
        currency: { id: 1 },
      }),
    ).toEqual(['lineOfBusiness error.required', 'groupPerson error.required'])
  })

  it('personDocuments: check digits, repeated types, exactly one main', async () => {
    expect(await run(personDocuments, {})).toEqual([])
    expect(await run(personDocuments, { personCompany: { complete: true } })).toEqual([
      'documents person.documentRequired',
    ])
    expect(
      await run(personDocuments, {
        documents: [
          { type: 'CPF', number: '529.982.247-24', main: true },
          { type: 'CNPJ', number: '11.222.333/0001-81', main: true },
          { type: 'CPF', number: '123.456.789-09' },
        ],
      }),
    ).toEqual([
      'documents[0].number person.invalidCpf',
      'documents[2].type person.documentTypeRepeated',
      'documents[1].main person.mainDocumentRepeated',
    ])
    expect(
      await run(personDocuments, { documents: [{ type: 'CNPJ', number: '11.222.333/0001-80' }] }),
    ).toEqual(['documents[0].number person.invalidCnpj', 'documents person.mainDocumentRequired'])
  })

  it('personAddresses: fields by type, zip code, repeated types, one main', async () => {
    const full = {
      zipCode: '01310-100',
      street: 'R',
      number: '1',
      district: 'D',
      city: 'C',
      state: 'SP',
      country: 'BR',
    }
    expect(
      await run(personAddresses, {
        addresses: [
          { type: 0, main: true, ...full },
          { type: 4, ...full, phone: '1' },
        ],
      }),
    ).toEqual([])
    expect(
      await run(personAddresses, {
        addresses: [
          { type: 4, ...full, zipCode: '123', main: true },
          { type: 4, ...full, phone: '1', main: true },
        ],
      }),
    ).toEqual([
      'addresses[0].phone error.required',
      'addresses[0].zipCode person.invalidZipCode',
      'addresses[1].type person.addressTypeRepeated',
      'addresses[1].main person.mainAddressRepeated',
    ])
  })

  it('personContacts: a means of contact, no reserved domain, repeated types, one main', async () => {
    expect(
      await run(personContacts, {
        contacts: [
          { type: 'MOBILE', main: true },
          { type: 'MOBILE', email: 'ops@eventdesk.tech', main: true },
        ],
        addresses: [{ type: 3, email: 'billing@eventdesk.tech' }],
      }),
    ).toEqual([
      'contacts[0].email person.contactNeedsEmailOrPhone',
      'contacts[1].email person.reservedEmailDomain',
      'addresses[0].email person.reservedEmailDomain',
      'contacts[1].type person.contactTypeRepeated',
      'contacts[1].main person.mainContactRepeated',
    ])
    expect(
      await run(personContacts, {
        contacts: [{ type: 'RESIDENTIAL', email: 'me@eventdesk.tech.example.test' }],
      }),
    ).toEqual([])
  })

  it('personMainAddressOrContact: once any is informed, or for a complete person', async () => {
    expect(await run(personMainAddressOrContact, {})).toEqual([])
    expect(await run(personMainAddressOrContact, { personCompany: { complete: true } })).toEqual([
      'contacts person.mainAddressOrContactRequired',
    ])
    expect(await run(personMainAddressOrContact, { addresses: [{ type: 0 }] })).toEqual([
      'addresses person.mainAddressOrContactRequired',
    ])
    expect(
      await run(personMainAddressOrContact, {
        addresses: [{ type: 0, main: true }],
        contacts: [{ type: 'MOBILE' }],
      }),
    ).toEqual([])
  })
})
