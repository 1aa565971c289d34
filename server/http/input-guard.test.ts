import { describe, expect, it } from 'vitest'
import { inputErrors } from './input-guard.js'

const deep = (n: number): unknown => (n === 0 ? 1 : { a: deep(n - 1) })

describe('input guard', () => {
  it('names the field of each value no handler should see', () => {
    const errors = inputErrors({
      params: { id: '9223372036854775808', eventId: '12' },
      query: { page: Infinity, name: 'a\u0000b', when: '2026-02-30T25:61:00' },
      body: { items: [{ note: 'x\ud800' }], ['k\u0000']: 1, big: 2 ** 60, day: '0000-01-01', deep: deep(40) },
    })
    expect(errors.map((e) => `${e.field} ${e.message}`)).toEqual([
      'id error.invalidValue',
      'page error.invalidValue',
      'name error.invalidValue',
      'when error.invalidDate',
      'items[0].note error.invalidValue',
      'k\u0000 error.invalidValue',
      'big error.invalidValue',
      'day error.invalidDate',
      expect.stringMatching(/^deep(\.a){30,} error\.invalidValue$/),
    ])
  })

  it('leaves ordinary input alone, long digit strings in queries and bodies included', () => {
    const ok = inputErrors({
      params: { id: '42' },
      query: { page: 0, search: 'Sala 2026-02', document: '12345678901234567890' },
      body: { name: 'Ana 😀', startDate: '2028-02-29T10:00:00', day: '2026-12-31', value: 1500.5, tags: [] },
    })
    expect(ok).toEqual([])
  })
})
