import { describe, expect, it } from 'vitest'
import { holdRank, maintenanceEffect } from './blocking.js'

// Which bookings block is tested with the rule, in common/events/blocking.test.ts.
describe('maintenance', () => {
  it('BLOCK blocks, HOUSE_USE warns', () => {
    expect(maintenanceEffect('BLOCK')).toBe('BLOCK')
    expect(maintenanceEffect('HOUSE_USE')).toBe('WARN')
  })
})

describe('hold rank', () => {
  it('counts blocking bookings and earlier holds ahead', () => {
    expect(holdRank({ order: 5 }, [])).toBe(1)
    expect(holdRank({ order: 5 }, [{ blocking: false, order: 3 }])).toBe(2)
    expect(holdRank({ order: 5 }, [{ blocking: false, order: 7 }])).toBe(1)
    expect(
      holdRank({ order: 5 }, [
        { blocking: true, order: 9 },
        { blocking: false, order: 1 },
      ]),
    ).toBe(3)
  })
})
