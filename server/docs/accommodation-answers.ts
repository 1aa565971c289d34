import { pageOf } from './components.js'
import type { Answer } from './answers.js'
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
export const accommodationAnswers: Record<string, Answer> = {
  'GET /events/channel-integration/availability': {
    status: 200,
    schema: {
      type: 'array',
      items: obj({ date: day, rentalUnitTypeCode: str, total: int, available: int }),
    },
  },
  'GET /events/channel-integration/autocomplete/channel-uh': {
    status: 200,
    schema: pageOf(obj({ id: int, code: str, name: str, paxCapacity: int, total: int, available: int })),
  },
  'GET /events/channel-integration/rates': { status: 200, schema: { type: 'array', items: rate } },
  'GET /events/channel-integration/rates/lookup': {
    status: 200,
    schema: obj({
      hostingUnitType: idName,
      rentalUnitTypeCode: str,
      currency: str,
      symbol: str,
      dailyRates: dailies,
      totalRateValue: num,
      averageDaily: num,
    }),
  },
  'GET /events/event/:eventId/event-accommodation/:id/pickup': {
    status: 200,
    schema: {
      type: 'array',
      items: obj({ date: day, hostingUnitType: idRef, agreed: int, blocked: int, pickedUp: int }),
    },
  },
  'GET /events/reservation-timeline': {
    status: 200,
    schema: obj({
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
  },
  'GET /events/availability-map': {
    status: 200,
    schema: {
      type: 'array',
      items: obj({
        date: day,
        hostingUnitType: idName,
        total: int,
        blocked: int,
        pickedUp: int,
        available: int,
      }),
    },
  },
}
