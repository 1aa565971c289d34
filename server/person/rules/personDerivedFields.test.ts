import { describe, expect, it } from 'vitest'
import { personDerivedFields as rule } from './personDerivedFields.js'
import { ruleContext } from '../../registries/rules/testing.js'

describe('personDerivedFields', () => {
  it('derives document, email and active, and punctuates CPF, CNPJ and CEP', async () => {
    const record: Record<string, unknown> = {
      name: 'X',
      personType: 'LEGAL',
      surname: 'left over from NATURAL',
      fantasyName: 'X',
      document: 'forged',
      personCompany: { active: false },
      documents: [
        { type: 'CPF', number: '52998224725', country: 'BR' },
        { type: 'CNPJ', number: ' 11222333000181 ', country: 'BR', main: true },
        { type: 'PASSPORT', number: 'ab123', country: 'FR' },
      ],
      addresses: [{ type: 0, zipCode: '01310100', country: 'BR' }],
      contacts: [
        { type: 'MOBILE', email: 'First@Example.test' },
        { type: 'COMMERCIAL', main: true, preferredPhone: '1' },
      ],
    }
    expect(await rule(ruleContext(record))).toEqual([])
    expect(record).toMatchObject({
      document: '11.222.333/0001-81',
      email: 'first@example.test',
      active: false,
      fantasyName: 'X',
    })
    expect(record).not.toHaveProperty('surname')
    expect((record.documents as { number: string }[]).map((d) => d.number)).toEqual([
      '529.982.247-25',
      '11.222.333/0001-81',
      'AB123',
    ])
    expect((record.addresses as { zipCode: string }[])[0].zipCode).toBe('01310-100')
  })

  it('removes document and email when nothing is main or informed', async () => {
    const record: Record<string, unknown> = {
      name: 'X',
      document: '1',
      email: 'a@b.c',
      documents: [{ type: 'RG', number: '1', country: 'BR' }],
    }
    await rule(ruleContext(record))
    expect(record).not.toHaveProperty('document')
    expect(record).not.toHaveProperty('email')
    expect(record.active).toBe(true)
  })
})
