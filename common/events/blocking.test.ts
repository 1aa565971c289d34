import { describe, expect, it } from 'vitest'
import {
  ALWAYS_BLOCKING,
  blockingSituations,
  environmentBlocks,
  equipmentBlockingSituations,
  equipmentBlocks,
  holdSituations,
  isHold,
  NEVER_BLOCKING,
  type BlockFlags,
} from './blocking.js'
import { CONFIRMED_ONWARD, SITUATIONS } from './situations.js'

const off: BlockFlags = {
  environmentBlock: false,
  equipmentBlock: false,
  newSituationBlock: false,
  negotiationSituationBlock: false,
}
const on: BlockFlags = {
  environmentBlock: true,
  equipmentBlock: true,
  newSituationBlock: true,
  negotiationSituationBlock: true,
}

describe('which bookings block', () => {
  it.each(['CONFIRMED', 'IN_PROGRESS', 'RELEASED_FOR_CLOSING', 'REOPEN'])('%s always blocks', (s) => {
    expect(environmentBlocks(s, off)).toBe(true)
    expect(equipmentBlocks(s, off)).toBe(true)
    expect(isHold(s, off)).toBe(false)
  })
  it.each(['CANCELED', 'END', 'WAIT_LIST'])('%s never blocks and is no hold', (s) => {
    expect(environmentBlocks(s, on)).toBe(false)
    expect(equipmentBlocks(s, on)).toBe(false)
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
  it('every situation blocks always, never, or by the flags (NEW and NEGOTIATION)', () => {
    const byFlags = SITUATIONS.filter((s) => !ALWAYS_BLOCKING.includes(s) && !NEVER_BLOCKING.includes(s))
    expect(byFlags).toEqual(['NEW', 'NEGOTIATION'])
    expect(ALWAYS_BLOCKING.filter((s) => NEVER_BLOCKING.includes(s))).toEqual([])
  })
})

describe('the set-wise lists for SQL', () => {
  it('lists the blocking situations, in the order of the list they filter', () => {
    expect(blockingSituations(off)).toEqual(['CONFIRMED', 'IN_PROGRESS', 'RELEASED_FOR_CLOSING', 'REOPEN'])
    expect(blockingSituations(on)).toEqual([
      'NEW',
      'NEGOTIATION',
      'CONFIRMED',
      'IN_PROGRESS',
      'RELEASED_FOR_CLOSING',
      'REOPEN',
    ])
    expect(equipmentBlockingSituations({ ...on, equipmentBlock: false })).toEqual(blockingSituations(off))
  })
  it('holds are what neither blocks nor never blocks', () => {
    expect(holdSituations(off)).toEqual(['NEW', 'NEGOTIATION'])
    expect(holdSituations(on)).toEqual([])
    expect(holdSituations({ ...on, negotiationSituationBlock: false })).toEqual(['NEGOTIATION'])
  })
})

describe('confirmed onward', () => {
  it('blocks always, but for END: an ended event is drawn on the diary and frees its rooms', () => {
    expect(CONFIRMED_ONWARD).toEqual(['CONFIRMED', 'IN_PROGRESS', 'RELEASED_FOR_CLOSING', 'REOPEN', 'END'])
    expect(CONFIRMED_ONWARD.filter((s) => environmentBlocks(s, on))).toEqual(ALWAYS_BLOCKING)
  })
})
