import { mayChangeEvent } from '../../permissions/actions'
import type { Booking } from './types'

/**
 * Whether the person may move (or re-rank) this booking: an event they cannot see comes without
 * its name, and one they see but may not change (someone else's without "change others' events",
 * a canceled one, a situation needing its own action) would end in 403 (issue 49, item 21).
 */
export const movable = (b: Booking) =>
  b.eventName !== null && mayChangeEvent({ createdBy: b.createdBy, situation: b.situation })
