import { describe, expect, it } from 'vitest'
import { paxAgeRangesDisjoint as rule } from './paxAgeRangesDisjoint.js'
import { fakeReader, ruleContext } from './testing.js'

const reader = fakeReader({
  pax: [
    { id: 1, name: 'Bebê', paxType: 'CHILD', ageStart: 0, ageEnd: 2, active: true },
    { id: 2, name: 'Criança', paxType: 'CHILD', ageStart: 3, ageEnd: 11, active: true },
    { id: 3, name: 'Antigo', paxType: 'ADULT', ageStart: 12, ageEnd: 17, active: false },
  ],
})
const check = async (record: Record<string, unknown>, previous?: { id: number }) =>
  (await rule(ruleContext({ active: true, ...record }, { reader, previous }))).map((e) => [
    e.field,
    e.message,
  ])

describe('paxAgeRangesDisjoint', () => {
  it('accepts a band that touches no active band (an inactive one does not count)', async () => {
    expect(await check({ name: 'Adulto', ageStart: 12, ageEnd: 120 })).toEqual([])
  })

  it('refuses a start after the end', async () => {
    expect(await check({ name: 'Errado', ageStart: 10, ageEnd: 5 })).toEqual([
      ['ageEnd', 'pax.ageRangeInvalid'],
    ])
  })

  it('refuses a band that overlaps another, bounds included', async () => {
    expect(await check({ name: 'Adolescente', ageStart: 11, ageEnd: 17 })).toEqual([
      ['ageStart', 'pax.ageRangeOverlaps'],
    ])
    expect(await check({ name: 'Tudo', ageStart: 0, ageEnd: 120 })).toEqual([
      ['ageStart', 'pax.ageRangeOverlaps'],
    ])
  })

  it('ignores the record itself on update, and inactive records', async () => {
    expect(await check({ name: 'Criança', ageStart: 3, ageEnd: 12 }, { id: 2 })).toEqual([])
    expect(await check({ name: 'Reserva', ageStart: 0, ageEnd: 5, active: false })).toEqual([])
  })
})
