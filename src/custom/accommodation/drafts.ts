/** What the form holds while a block is typed, and the body it becomes (numbers typed as text). */
import { numberOf } from '../../widgets/numbers'
import { nightsOf } from './nights'
import type { Accommodation, Guest, Ref, Reservation } from './types'

export interface RoomDraft {
  /** React's key: a new row has no id yet. */
  key: string
  id?: number
  hostingUnitType?: Ref
  startDate?: string
  endDate?: string
  pax?: Ref
  paxType: string
  roomQuantity: string
  paxPerRoom: string
  currency: string
  /** Typed value per night, kept by date so a changed stay keeps the nights it still has. */
  rates: Record<string, string>
  guests: Guest[]
}

export interface BlockDraft {
  holder?: Ref
  reservationLocator: string
  type: string
  deadlineDate?: string
  deadlineType: string
  deadlineValue: string
  reservationSituation: string
  pension?: Ref
  observation: string
  rooms: RoomDraft[]
}

let counter = 0
const nextKey = () => `room-${++counter}`

export function roomDraft(r: Partial<Reservation> | undefined, currency: string): RoomDraft {
  return {
    key: nextKey(),
    id: r?.id,
    hostingUnitType: r?.hostingUnitType,
    startDate: r?.startDate,
    endDate: r?.endDate,
    pax: r?.pax,
    paxType: r?.paxType ?? 'BOTH',
    roomQuantity: r?.roomQuantity === undefined ? '' : String(r.roomQuantity),
    paxPerRoom: r?.paxPerRoom === undefined ? '' : String(r.paxPerRoom),
    currency: r?.currency ?? currency,
    rates: Object.fromEntries((r?.dailyRates ?? []).map((d) => [d.date, String(d.value)])),
    guests: (r?.guests ?? []).map((g) => ({ ...g })),
  }
}

export function blockDraft(a: Accommodation | undefined, currency: string): BlockDraft {
  return {
    holder: a?.holder,
    reservationLocator: a?.reservationLocator ?? '',
    type: a?.type ?? 'GUARANTEED',
    deadlineDate: a?.deadlineDate,
    deadlineType: a?.deadlineType ?? 'PERCENTAGE',
    deadlineValue: a?.deadlineValue === undefined ? '' : String(a.deadlineValue),
    reservationSituation: a?.reservationSituation ?? 'PRE_RESERVATION',
    pension: a?.pension,
    observation: a?.observation ?? '',
    rooms: a ? a.reservations.map((r) => roomDraft(r, currency)) : [roomDraft(undefined, currency)],
  }
}

const ref = (r?: Ref) => (r ? { id: r.id } : undefined)
const text = (s: string) => (s.trim() ? s.trim() : undefined)

/** A night without a typed value is left out: the server then says which rule the stay breaks. */
export function roomBody(r: RoomDraft): Record<string, unknown> {
  return {
    ...(r.id === undefined ? {} : { id: r.id }),
    hostingUnitType: ref(r.hostingUnitType),
    startDate: r.startDate,
    endDate: r.endDate,
    pax: ref(r.pax),
    paxType: r.paxType,
    roomQuantity: numberOf(r.roomQuantity),
    paxPerRoom: numberOf(r.paxPerRoom),
    currency: r.currency.trim().toUpperCase(),
    dailyRates: nightsOf(r.startDate, r.endDate)
      .filter((date) => numberOf(r.rates[date] ?? '') !== undefined)
      .map((date) => ({ date, value: numberOf(r.rates[date])! })),
    guests: r.guests
      .filter((g) => g.name.trim())
      .map((g) => ({ name: g.name.trim(), ...(g.document?.trim() ? { document: g.document.trim() } : {}) })),
  }
}

export function blockBody(b: BlockDraft): Record<string, unknown> {
  return {
    holder: ref(b.holder),
    reservationLocator: text(b.reservationLocator),
    type: b.type,
    deadlineDate: b.deadlineDate,
    deadlineType: b.deadlineType,
    deadlineValue: numberOf(b.deadlineValue),
    reservationSituation: b.reservationSituation,
    pension: ref(b.pension),
    observation: text(b.observation),
    reservations: b.rooms.map(roomBody),
  }
}

/** The required fields left empty, by slot (the server checks the §5 rules). */
export function missingSlots(b: BlockDraft): string[] {
  const out: string[] = []
  if (!b.holder) out.push('holder')
  if (!b.deadlineDate) out.push('deadlineDate')
  if (!b.pension) out.push('pension')
  b.rooms.forEach((r, i) => {
    const at = `reservations[${i}].`
    if (!r.hostingUnitType) out.push(`${at}hostingUnitType`)
    if (!r.startDate) out.push(`${at}startDate`)
    if (!r.endDate) out.push(`${at}endDate`)
    if (numberOf(r.roomQuantity) === undefined) out.push(`${at}roomQuantity`)
    if (numberOf(r.paxPerRoom) === undefined) out.push(`${at}paxPerRoom`)
    if (!/^[A-Za-z]{3}$/.test(r.currency.trim())) out.push(`${at}currency`)
  })
  return out
}
