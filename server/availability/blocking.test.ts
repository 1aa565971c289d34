import { describe, expect, it } from 'vitest'
import {
  blockingSituations,
  environmentBlocks,
  equipmentBlocks,
  holdRank,
  isHold,
  maintenanceEffect,
  type BlockFlags,
} from './blocking.js'

const off: BlockFlags = {
  environmentBlock: false,
  equipmentBlock: false,
  newSituationBlock: false,
  negotiationSituationBlock: false,
}
const all = [
  'NEW',
  'NEGOTIATION',
  'CONFIRMED',
  'IN_PROGRESS',
  'RELEASED_FOR_CLOSING',
  'REOPEN',
  'CANCELED',
  'END',
  'WAIT_LIST',
]

describe('which bookings block', () => {
  it.each(['CONFIRMED', 'IN_PROGRESS', 'RELEASED_FOR_CLOSING', 'REOPEN'])('%s always blocks', (s) => {
    expect(environmentBlocks(s, off)).toBe(true)
    expect(equipmentBlocks(s, off)).toBe(true)
    expect(isHold(s, off)).toBe(false)
  })
  it.each(['CANCELED', 'END', 'WAIT_LIST'])('%s never blocks and is no hold', (s) => {
    const on = {
      environmentBlock: true,
      equipmentBlock: true,
      newSituationBlock: true,
      negotiationSituationBlock: true,
    }
    expect(environmentBlocks(s, on)).toBe(false)
    expect(isHold(s, on)).toBe(false)
  })
  it('NEW blocks only with ENVIRONMENT_BLOCK and NEW_SITUATION_BLOCK', () => {
    expect(environmentBlocks('NEW', off)).toBe(false)
    expect(environmentBlocks('NEW', { ...off, newSituationBlock: true })).toBe(false)
    expect(environmentBlocks('NEW', { ...off, environmentBlock: true })).toBe(false)
    expect(environmentBlocks('NEW', { ...off, environmentBlock: true, newSituationBlock: true })).toBe(true)
    expect(isHold('NEW', off)).toBe(true)
  })
  it('NEGOTIATION blocks only with ENVIRONMENT_BLOCK and NEGOTIATION_SITUATION_BLOCK', () => {
    expect(
      environmentBlocks('NEGOTIATION', { ...off, environmentBlock: true, newSituationBlock: true }),
    ).toBe(false)
    expect(
      environmentBlocks('NEGOTIATION', { ...off, environmentBlock: true, negotiationSituationBlock: true }),
    ).toBe(true)
  })
  it('equipment follows EQUIPMENT_BLOCK, not ENVIRONMENT_BLOCK', () => {
    const flags = { ...off, environmentBlock: true, newSituationBlock: true }
    expect(equipmentBlocks('NEW', flags)).toBe(false)
    expect(equipmentBlocks('NEW', { ...flags, equipmentBlock: true })).toBe(true)
  })
  it('lists the blocking situations for SQL', () => {
    expect(blockingSituations(off, all)).toEqual([
      'CONFIRMED',
      'IN_PROGRESS',
      'RELEASED_FOR_CLOSING',
      'REOPEN',
    ])
  })
  it('maintenance BLOCK blocks, HOUSE_USE warns', () => {
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
