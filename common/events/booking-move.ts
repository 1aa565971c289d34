/**
 * The body of a booking move (DESIGN.md wave 3, "Move a booking"), spelled once (issue 50): the
 * route validates it with this schema, the server's move takes this type, the diary sends it.
 */
import { wireDateTime } from '../wire-dates.js'
import { MOVE_RATES, type MoveRate } from './booking-price.js'

export interface BookingMoveBody {
  /** The room the booking goes to (the same one for a resize). */
  environment: { id: number }
  startDateHour: string
  endDateHour: string
  /** The event's version the diary showed; a stale one is refused (409) and nothing changes. */
  eventVersion: number
  /** KEEP the agreed daily rate, or take the NEW_ROOM's. */
  rate: MoveRate
}

export const bookingMoveBodySchema = {
  type: 'object',
  required: ['environment', 'startDateHour', 'endDateHour', 'eventVersion', 'rate'],
  properties: {
    environment: {
      type: 'object',
      required: ['id'],
      properties: { id: { type: 'integer', minimum: 1 } },
    },
    startDateHour: wireDateTime(),
    endDateHour: wireDateTime(),
    eventVersion: { type: 'integer', minimum: 1 },
    rate: { type: 'string', enum: [...MOVE_RATES] },
  },
} as const
