import { describe, expect, it } from 'vitest'
import { PREPARED, statementName } from './prepared.js'

describe('statementName', () => {
  it('names only the texts that opt in', () => {
    expect(statementName('select 1')).toBeUndefined()
  })

  it('gives one text one name and two texts two names', () => {
    const a = statementName(`${PREPARED}select 1`)
    expect(a).toMatch(/^ed_[0-9a-f]{32}$/)
    expect(statementName(`${PREPARED}select 1`)).toBe(a)
    expect(statementName(`${PREPARED}select 2`)).not.toBe(a)
  })
})
