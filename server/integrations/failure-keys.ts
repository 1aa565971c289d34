import type { LocalPort } from '../db/types.js'
import type { Integration } from '../integration-log/repository.js'

/** The integration-log name of each port. */
export const logName: Record<LocalPort, Integration> = {
  channel: 'CHANNEL',
  esign: 'SIGNATURE',
  pms: 'PMS',
  billing: 'BILLING',
}

/** The spec §8 message of an operation that failed, per port and operation. */
export const failureKeys: Record<LocalPort, Record<string, string>> = {
  channel: {
    availability: 'integration.channel.availabilityFailed',
    rates: 'integration.channel.ratesFailed',
    createReservation: 'integration.channel.createFailed',
    modifyReservation: 'integration.channel.changeFailed',
    cancelReservation: 'integration.channel.cancelFailed',
    reservationStatus: 'integration.channel.statusFailed',
  },
  esign: {
    send: 'integration.esign.sendFailed',
    status: 'integration.esign.statusFailed',
    cancel: 'integration.esign.cancelFailed',
  },
  pms: { sendEvent: 'integration.pms.sendFailed', cancelEvent: 'integration.pms.cancelFailed' },
  billing: { sendAccount: 'integration.billing.sendFailed' },
}

/** What the party did not know, per port. */
export const notFoundKeys: Record<LocalPort, string> = {
  channel: 'integration.channel.reservationNotFound',
  esign: 'integration.esign.envelopeNotFound',
  pms: 'integration.pms.eventNotFound',
  billing: 'integration.billing.accountNotFound',
}
