import { describe, expect, it } from 'vitest'
import { HttpError } from '../../providers/http'
import { FALLBACK_SHADES } from '../availability/palette'
import { FALLBACK_COLORS } from '../events/situations'
import { attrition } from './attrition'
import { errorLines } from './channelError'
import { blockBody, blockDraft, missingSlots } from './drafts'
import { slotOf } from './formErrors'
import { nightsOf } from './nights'
import { occupancy, occupancyColor } from './occupancy'
import { reservationItems } from './reservationItems'

const t = (key: string, o: Record<string, unknown> = {}) =>
  ({
    'integration.channel.createFailed': 'Could not create',
    'accommodation.channel.errorLine': `Channel Error: ${o.text}`,
    'accommodation.channel.guidLine': `GUID: ${o.guid}`,
    'accommodation.channel.backIntegrationLine': `Back Integration Error: ${o.text}`,
  })[key] ?? key
const failure = (developerMessage: string, extra: Record<string, unknown> = {}) =>
  new HttpError(502, {
    status: 502,
    message: 'integration.channel.createFailed',
    errors: [],
    developerMessage,
    ...extra,
  } as never)

describe('accommodation helpers', () => {
  it('say a channel error with its Channel Error and GUID lines, a back-integration one with its own', () => {
    expect(errorLines(failure('Channel Error: sold out | GUID: 9f'), t)).toEqual([
      'Could not create',
      'Channel Error: sold out',
      'GUID: 9f',
    ])
    expect(
      errorLines(failure('Channel Error: x | GUID: -', { partyMessage: 'full', guid: 'ab' }), t),
    ).toEqual(['Could not create', 'Channel Error: full', 'GUID: ab'])
    expect(errorLines(failure('[PMS] timeout'), t)).toEqual([
      'Could not create',
      'Back Integration Error: timeout',
    ])
    expect(errorLines(failure(''), t)).toEqual(['Could not create'])
  })

  it('place a refusal at its slot: a block field, a reservation field, one rate or one guest', () => {
    expect(slotOf('holder.id')).toBe('holder')
    expect(slotOf('reservations')).toBe('reservations')
    expect(slotOf('reservations[1].hostingUnitType.id')).toBe('reservations[1].hostingUnitType')
    expect(slotOf('reservations[0].dailyRates')).toBe('reservations[0].dailyRates')
    expect(slotOf('reservations[0].dailyRates[2].value')).toBe('reservations[0].dailyRates[2]')
    expect(slotOf('reservations[0].guests[1].name')).toBe('reservations[0].guests[1]')
  })

  it('list the nights of a stay (departure day excluded) across a month end', () => {
    expect(nightsOf('2027-01-30', '2027-02-02')).toEqual(['2027-01-30', '2027-01-31', '2027-02-01'])
    expect(nightsOf('2027-02-02', '2027-02-02')).toEqual([])
    expect(nightsOf('2027-02-30', '2027-03-02')).toEqual([])
  })

  it('send only the nights of the stay with a typed rate, and ask for what is required', () => {
    const d = blockDraft(undefined, 'BRL')
    expect(missingSlots(d)).toEqual([
      'holder',
      'deadlineDate',
      'pension',
      'reservations[0].hostingUnitType',
      'reservations[0].startDate',
      'reservations[0].endDate',
      'reservations[0].roomQuantity',
      'reservations[0].paxPerRoom',
    ])
    d.rooms[0] = {
      ...d.rooms[0],
      startDate: '2027-03-10',
      endDate: '2027-03-12',
      rates: { '2027-03-09': '1', '2027-03-10': '300', '2027-03-11': '' },
      guests: [{ name: ' Ana ' }, { name: '' }],
    }
    const body = blockBody(d).reservations as Record<string, unknown>[]
    expect(body[0].dailyRates).toEqual([{ date: '2027-03-10', value: 300 }])
    expect(body[0].guests).toEqual([{ name: 'Ana' }])
  })

  it('measure attrition and occupancy', () => {
    expect(attrition(10, 6)).toBe(40)
    expect(attrition(0, 0)).toBe(0)
    expect(attrition(5, 7)).toBe(0)
    expect(occupancy(0, 0)).toBeUndefined()
    expect(occupancyColor(occupancy(20, 18))).toBe('#ef9a9a')
    expect(occupancyColor(occupancy(20, 10))).toBe('#ffe082')
    expect(occupancyColor(occupancy(20, 2))).toBe('#a5d6a7')
  })

  it('draw reservations in their situation colour from arrival to departure day, hidden names hidden', () => {
    const palette = { situations: FALLBACK_COLORS, ...FALLBACK_SHADES }
    const { groups, items } = reservationItems(
      {
        rentalUnitTypes: [{ id: 3, name: 'Luxo <b>' }],
        reservations: [
          {
            id: 1,
            eventId: 9,
            eventName: null,
            situation: 'CONFIRMED',
            hostingUnitType: { id: 3 },
            start: '2027-03-10',
            end: '2027-03-12',
            rooms: 4,
          },
        ],
      },
      palette,
      { hidden: 'Reserved', rooms: (n) => `${n} rooms` },
    )
    expect(groups).toEqual([{ id: 3, content: 'Luxo &lt;b&gt;', order: 0 }])
    expect(items[0]).toMatchObject({ group: 3, content: 'Reserved · 4 rooms', bookingId: 1 })
    expect(items[0].start).toEqual(new Date(2027, 2, 10))
    expect(items[0].end).toEqual(new Date(2027, 2, 12))
    expect(items[0].style).toContain(`background-color:${FALLBACK_COLORS.CONFIRMED}`)
  })
})
