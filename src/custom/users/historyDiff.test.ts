import { describe, expect, it } from 'vitest'
import { changesBetween } from './historyDiff'

describe('changesBetween', () => {
  it('lists only the features whose level changed, in catalogue order', () => {
    const before = { EVENT: 'FREE', MEAL: 'UPON_AUTHORIZATION', USER: 'BLOCKED' } as const
    const after = { EVENT: 'BLOCKED', MEAL: 'UPON_AUTHORIZATION', USER: 'FREE' } as const
    expect(changesBetween(before, after)).toEqual([
      { feature: 'USER', from: 'BLOCKED', to: 'FREE' },
      { feature: 'EVENT', from: 'FREE', to: 'BLOCKED' },
    ])
  })

  it('treats a missing feature as blocked, so version 1 lists what the user started with', () => {
    expect(changesBetween(undefined, { HOLIDAY: 'FREE', PERSON: 'BLOCKED' })).toEqual([
      { feature: 'HOLIDAY', from: 'BLOCKED', to: 'FREE' },
    ])
    expect(changesBetween({ HOLIDAY: 'FREE' }, { HOLIDAY: 'FREE' })).toEqual([])
  })
})
