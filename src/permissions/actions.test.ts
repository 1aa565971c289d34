import { describe, expect, it } from 'vitest'
import { signInForTest } from '../providers/testSession'
import { holds, mayChangeEvent, mayOpenEvent, mayWriteDocument } from './actions'

// The test session's events user is 7.
const others = { createdBy: 99, situation: 'NEGOTIATION' }
const mine = { createdBy: 7, situation: 'NEGOTIATION' }

describe('what the session may do', () => {
  it("a coordinator opens and moves only their own events' bookings", () => {
    signInForTest({}, ['EVENT'])
    expect(mayOpenEvent(mine)).toBe(true)
    expect(mayChangeEvent(mine)).toBe(true)
    expect(mayOpenEvent(others)).toBe(false)
    expect(mayChangeEvent(others)).toBe(false)
    expect(mayChangeEvent({ ...mine, situation: 'CONFIRMED' })).toBe(false)
    expect(mayChangeEvent({ ...mine, situation: 'CANCELED' })).toBe(false)
  })

  it("seeing others' events is not changing them; the actions open each", () => {
    signInForTest({}, ['EVENT', 'ACTION_SEE_OTHERS_EVENTS'])
    expect(mayOpenEvent(others)).toBe(true)
    expect(mayChangeEvent(others)).toBe(false)
    signInForTest({}, ['EVENT', 'ACTION_SEE_OTHERS_EVENTS', 'ACTION_CHANGE_OTHERS_EVENTS'])
    expect(mayChangeEvent(others)).toBe(true)
  })

  it('budget and contract documents need their action; an admin holds every feature', () => {
    signInForTest({}, ['EVENT'])
    expect(mayWriteDocument('BUDGET')).toBe(false)
    expect(mayWriteDocument('BEO')).toBe(true)
    signInForTest({ adminUser: true }, [])
    expect(holds('ACTION_BUDGET_DOCUMENT')).toBe(true)
    expect(mayChangeEvent(others)).toBe(true)
  })
})
