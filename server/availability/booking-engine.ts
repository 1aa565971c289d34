import type { BookingEngine } from '../events/bookings/port.js'
import { getSettings } from '../configuration/settings.js'
import { equipmentBlockingSituations } from '../../common/events/blocking.js'
import { roomConflicts } from './conflicts.js'
import { decideBooking } from './decide.js'
import { blockRules } from './engine.js'
import { areasOf } from './ranks.js'
import { settleRanks, settleSituation } from './settle.js'

/**
 * Availability's side of events' booking port (events/bookings/port.ts), registered at boot by
 * availability/index.ts: the same deciders, called in the event write's own transaction.
 */
export const bookingEngine: BookingEngine = {
  decide: decideBooking,
  settleRanks,
  settleSituation,
  areasOf,
  roomConflicts,
  // A decider reads the flags under blockRules' shared lock, so they cannot change before it
  // commits; a question reads them without a lock.
  async equipmentSituations(trx, locked) {
    const flags = locked ? (await blockRules(trx)).flags : await getSettings(trx)
    return equipmentBlockingSituations(flags)
  },
}
