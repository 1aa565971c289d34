import { describe, expect, it } from 'vitest'
import { bookingSlot, type BookingEngine } from './port.js'

/** Events' registration point for the booking engine: no event write decides bookings without one. */
describe('booking slot', () => {
  const engine = {} as BookingEngine

  it('throws when asked before an engine is registered', () => {
    expect(() => bookingSlot().engine).toThrow(/no booking engine registered/)
  })

  it('hands back the engine registered, which is registered once', () => {
    const slot = bookingSlot()
    slot.use(engine)
    expect(slot.engine).toBe(engine)
    expect(() => slot.use(engine)).toThrow(/twice/)
  })
})
