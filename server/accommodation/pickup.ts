import { nights } from '../integrations/dates.js'
import type { PickupSummary } from '../../common/accommodation/pickup.js'

/** What pickup needs of a reservation line. */
export interface PickupLine {
  hostingUnitType: { id: number }
  startDate: string
  endDate: string
  roomQuantity: number
  paxPerRoom: number
  guests?: unknown[]
}

export interface PickupNight {
  date: string
  hostingUnitType: { id: number }
  agreed: number
  blocked: number
  pickedUp: number
}

/** Rooms of a line picked up: the rooms its named guests fill (paxPerRoom to a room), at most the line's. */
export const pickedUpRooms = (l: PickupLine) =>
  Math.min(l.roomQuantity, Math.ceil((l.guests?.length ?? 0) / Math.max(1, l.paxPerRoom)))

/**
 * A block passes its cutoff (the deadline date) at the end of that day: from the next day its
 * unpicked rooms are back in general inventory. Worked out from the date, so the map is right
 * even before the daily release job stamped the block.
 */
export const isReleased = (deadlineDate: string, today: string) => deadlineDate < today

/**
 * The block's pickup per night and hosting-unit type: rooms agreed (the contract), rooms still
 * blocked (all agreed ones until the cutoff, the picked-up ones after it) and rooms picked up.
 */
export function pickupNights(lines: PickupLine[], released: boolean): PickupNight[] {
  const map = new Map<string, PickupNight>()
  for (const l of lines) {
    const picked = pickedUpRooms(l)
    for (const date of nights(l.startDate, l.endDate)) {
      const key = `${date}|${l.hostingUnitType.id}`
      const n = map.get(key) ?? {
        date,
        hostingUnitType: { id: l.hostingUnitType.id },
        agreed: 0,
        blocked: 0,
        pickedUp: 0,
      }
      n.agreed += l.roomQuantity
      n.pickedUp += picked
      n.blocked += released ? picked : l.roomQuantity
      map.set(key, n)
    }
  }
  return [...map.values()].sort(
    (a, b) => a.date.localeCompare(b.date) || a.hostingUnitType.id - b.hostingUnitType.id,
  )
}

const pct = (n: number) => Math.round(n * 100) / 100

/** The block's attrition against its contract (deadline type and value). */
export function pickupSummary(
  block: {
    deadlineDate: string
    deadlineType?: unknown
    deadlineValue?: unknown
    reservations: PickupLine[]
  },
  today: string,
): PickupSummary {
  const released = isReleased(block.deadlineDate, today)
  const grid = pickupNights(block.reservations, released)
  const agreed = grid.reduce((a, n) => a + n.agreed, 0)
  const picked = grid.reduce((a, n) => a + n.pickedUp, 0)
  const pickupPercent = agreed ? (picked / agreed) * 100 : 0
  const value = typeof block.deadlineValue === 'number' ? block.deadlineValue : null
  const peak = new Map<string, number>()
  for (const n of grid) peak.set(n.date, (peak.get(n.date) ?? 0) + n.agreed)
  const peakRooms = Math.max(0, ...peak.values())
  const requiredPercent =
    value === null
      ? null
      : block.deadlineType === 'UH'
        ? pct(Math.min(100, peakRooms ? (value / peakRooms) * 100 : 0))
        : pct(Math.min(100, value))
  return {
    cutoffDate: block.deadlineDate,
    released,
    agreedRoomNights: agreed,
    pickedUpRoomNights: picked,
    attritionPercent: agreed ? pct(100 - pickupPercent) : 0,
    requiredPercent,
    belowContract: requiredPercent !== null && pickupPercent < requiredPercent,
  }
}
