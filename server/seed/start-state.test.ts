import { describe, expect, it } from 'vitest'
import { demoStateAtStart } from './start-state.js'

describe('demoStateAtStart', () => {
  it('is seeding on a first start, done on a later one, none without the demo seed', () => {
    expect(demoStateAtStart('demo', true)).toBe('seeding')
    expect(demoStateAtStart('demo', false)).toBe('done')
    expect(demoStateAtStart('none', false)).toBe('none')
    expect(demoStateAtStart('none', true)).toBe('none')
  })
})
