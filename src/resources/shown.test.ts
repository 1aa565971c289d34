import { describe, expect, it } from 'vitest'
import { bodyFrom } from './formSchema'
import { shownErrors } from './formErrors'
import { isShown, isShownAt, type Prop } from '../providers/schema'

const byArea = { type: 'number', 'x-ui': { shownWhen: { type: 'BY_AREA' } } } as Prop
const schema: Prop = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: ['TOTAL', 'BY_AREA'] },
    value: { type: 'number', 'x-ui': { shownWhen: { type: ['TOTAL'] } } },
    environmentValue: byArea,
    rows: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          kind: { type: 'string' },
          amount: { type: 'number', 'x-ui': { shownWhen: { kind: 'COUNTED' } } },
        },
      },
    },
  },
}

describe('x-ui.shownWhen', () => {
  it('a field is shown while its siblings hold one of the values', () => {
    expect(isShown(byArea, { type: 'BY_AREA' })).toBe(true)
    expect(isShown(byArea, { type: 'TOTAL' })).toBe(false)
    expect(isShown(byArea, undefined)).toBe(false)
    expect(isShown(schema.properties!.value, { type: 'TOTAL' })).toBe(true)
    expect(isShown({ type: 'number' }, {})).toBe(true)
  })

  it('paths through lists judge each row by its own fields', () => {
    const data = {
      type: 'TOTAL',
      rows: [
        { kind: 'COUNTED', amount: 1 },
        { kind: 'FREE', amount: 2 },
      ],
    }
    expect(isShownAt(schema, data, ['rows', '0', 'amount'])).toBe(true)
    expect(isShownAt(schema, data, ['rows', '1', 'amount'])).toBe(false)
    expect(isShownAt(schema, data, ['environmentValue'])).toBe(false)
    expect(isShownAt(schema, data, ['unknown', 'field'])).toBe(true)
  })

  it('hidden fields are neither sent nor allowed to block the save', () => {
    const data = { type: 'BY_AREA', value: 5, environmentValue: 7, rows: [{ kind: 'FREE', amount: 2 }] }
    expect(bodyFrom(schema, data)).toEqual({ type: 'BY_AREA', environmentValue: 7, rows: [{ kind: 'FREE' }] })
    const errors = [
      { property: '.value', message: 'x', stack: 'x' },
      { property: '.environmentValue', message: 'y', stack: 'y' },
      { property: '.rows.0.amount', message: 'z', stack: 'z' },
    ]
    expect(shownErrors(schema, data)(errors).map((e) => e.property)).toEqual(['.environmentValue'])
  })
})
