import { describe, expect, it } from 'vitest'
import { wireFormats } from '../../common/wire-formats.js'
import { WIRE_PATTERNS, withWirePatterns } from './wire-patterns.js'

const accepts = (format: string, value: string) => {
  const check = wireFormats[format]
  return typeof check === 'function' ? check(value) : check.test(value)
}

describe('wire patterns in the document', () => {
  const samples = [
    '2027-03-10T09:30:00',
    '2027-03-10',
    '1900-01-01T00:00:00',
    '2199-12-31T23:59:59',
    '10/03/2027',
    '2027-03-10T09:30',
    '2027-03-10T24:00:00',
    '2027-13-01',
    '1899-12-31',
    '2200-01-01',
    '2027-03-10 09:30:00',
    '2027-03-10T09:30:00Z',
    '2027-03-10T09:30:00.000',
    '#a1B2c3',
    '#abc',
  ]

  it('let through everything the server takes, and refuse what it refuses but impossible days', () => {
    for (const [format, pattern] of Object.entries(WIRE_PATTERNS))
      for (const value of samples) {
        const matches = new RegExp(pattern).test(value)
        if (accepts(format, value)) expect(matches, `${format} ${value}`).toBe(true)
        else if (!/-(29|30|31)/.test(value)) expect(matches, `${format} ${value}`).toBe(false)
      }
    // The day of the month is the server's to check: the pattern cannot know February.
    expect(new RegExp(WIRE_PATTERNS.date).test('2027-02-30')).toBe(true)
    expect(accepts('date', '2027-02-30')).toBe(false)
  })

  it('are added beside each wire format, anywhere, and never over a pattern of its own', () => {
    const doc = withWirePatterns({
      a: { type: 'string', format: 'local-date-time' },
      b: { items: [{ type: 'string', format: 'date' }] },
      c: { type: 'string', format: 'date', pattern: '^x$' },
      d: { type: 'string', format: 'email' },
    })
    expect(doc.a).toEqual({
      type: 'string',
      format: 'local-date-time',
      pattern: WIRE_PATTERNS['local-date-time'],
    })
    expect(doc.b.items[0]).toMatchObject({ pattern: WIRE_PATTERNS.date })
    expect(doc.c.pattern).toBe('^x$')
    expect(doc.d).not.toHaveProperty('pattern')
  })
})
