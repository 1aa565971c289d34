import { accepted, ok, pageOf, recordOf } from '../http/answers.js'
import { wireDay } from '../../common/wire-dates.js'

const int = { type: 'integer' }
const num = { type: 'number' }
const str = { type: 'string' }
const day = wireDay()
const obj = (properties: Record<string, object>, required = Object.keys(properties)) => ({
  type: 'object',
  required,
  properties,
})
const idRef = obj({ id: int })
const idName = obj({ id: int, name: str })
const dailies = { type: 'array', items: obj({ date: day, value: num }) }

/** A rate entry of the channel (event-domain §3 "Rate entry"). */
const rate = obj({
  id: int,
  rateCompanyId: int,
  shortName: str,
  name: str,
  currency: str,
  symbol: str,
  rentalUnitTypeCode: str,
  paxAmount: int,
  paxType: { type: 'string', enum: ['ADULT', 'CHILD', 'BOTH'] },
  startDate: day,
  endDate: day,
  totalRateValue: num,
  averageDaily: num,
  reservationDailies: dailies,
})

/** What the accommodation reads answer (DESIGN wave 2, spec §7 "Channel integration"). */
export const channelAvailabilityAnswer = ok({
  type: 'array',
  items: obj({ date: day, rentalUnitTypeCode: str, total: int, available: int }),
})
export const channelUnitsAnswer = ok(
  pageOf(obj({ id: int, code: str, name: str, paxCapacity: int, total: int, available: int })),
)
export const ratesAnswer = ok({ type: 'array', items: rate })
export const rateLookupAnswer = ok(
  obj({
    hostingUnitType: idName,
    rentalUnitTypeCode: str,
    currency: str,
    symbol: str,
    dailyRates: dailies,
    totalRateValue: num,
    averageDaily: num,
  }),
)
export const pickupAnswer = ok({
  type: 'array',
  items: obj({ date: day, hostingUnitType: idRef, agreed: int, blocked: int, pickedUp: int }),
})
export const reservationTimelineAnswer = ok(
  obj({
    rentalUnitTypes: { type: 'array', items: idName },
    reservations: {
      type: 'array',
      items: obj({
        id: int,
        eventId: int,
        eventName: { type: ['string', 'null'] },
        situation: str,
        hostingUnitType: idRef,
        start: day,
        end: day,
        rooms: int,
      }),
    },
  }),
)
export const availabilityMapAnswer = ok({
  type: 'array',
  items: obj({
    date: day,
    hostingUnitType: idName,
    total: int,
    blocked: int,
    pickedUp: int,
    available: int,
  }),
})

/** A room block as its reads and writes answer it. */
export const block = recordOf('event-accommodation')
export const blocksAnswer = ok({
  type: 'object',
  properties: { eventVersion: { type: 'integer' }, content: { type: 'array', items: block } },
})

/** Whether every active block of the event has reached the channel, and which have not. */
export const allIntegratedAnswer = ok(
  obj({ allIntegrated: { type: 'boolean' }, total: int, pending: { type: 'array', items: int } }),
)

/** The channel call is queued as a job: its reference (the outcome lands in the integration log). */
export const channelQueuedAnswer = accepted(obj({ reference: str }))

/** A removed block: the event's new version (the block is gone). */
export const blockDeletedAnswer = ok(obj({ eventVersion: int }))

const unitType = obj({ id: int, name: str, code: str })

/** The built-in channel's own stock and price list, per night and type. */
export const localChannelAnswers = {
  stock: ok({
    type: 'array',
    items: obj({ date: day, hostingUnitType: unitType, rooms: int, sold: int, available: int }),
  }),
  rates: ok({
    type: 'array',
    items: obj({
      date: day,
      hostingUnitType: unitType,
      paxAmount: int,
      paxType: { type: 'string', enum: ['ADULT', 'CHILD', 'BOTH'] },
      currency: str,
      value: num,
    }),
  }),
}
