import { localDateTime } from '../../common/events/clock.js'
import { CONFIRMED_ONWARD, type Priority, type Situation } from '../../common/events/situations.js'
import type { DemoTexts } from './names.js'

/**
 * The demo calendar, planned before anything is written: deterministic (a seeded generator,
 * dates relative to today) and free of double bookings (a room is taken for whole days on each
 * of its simple parts, so compound rooms and their parts never overlap; equipment stays within stock).
 */
export interface Registries {
  rooms: { id: number; parts: number[]; allowsMeals: boolean }[]
  customers: number[]
  persons: number[]
  /** Persons with an e-mail and a phone: the ones a demo event is asked for by. */
  requesters: number[]
  /** Each person's main contact, which a requester's e-mail and phone are taken from. */
  contacts: Map<number, { email?: string; phone?: string }>
  /** The tenant's main currency, the one the demo events are priced in. */
  currency: number | null
  reasons: number[]
  eventTypes: number[]
  equipment: { id: number; stock: number }[]
  menus: number[]
  /** Meals with their registry price per person, which the demo's meal items charge. */
  meals: { id: number; value: number }[]
  departments: number[]
  waitListGroups: number[]
  /** Maintenance blocks (local date-times): their rooms are taken on those days. */
  blocks: { room: number; start: string; end: string }[]
}

type Body = Record<string, unknown>

/** A meal item as the form fills it: the registry's price, charged per person. */
const mealOf = (m: Registries['meals'][number]): Body => ({
  meal: { id: m.id },
  value: m.value,
  chargeType: 'PER_PERSON',
})

export interface PlannedEvent {
  situation: Situation
  body: Body
  endDate: string
  requester: Body
  room: Body
  equipment: Body[]
  meal?: Body
  menu?: Body
  department?: Body
  discount?: Body
  commission?: Body
  payments: Body[]
  followUps: string[]
  reason?: { id: number }
  waitListGroup?: { id: number }
}

/** mulberry32: small, fast and the same on every run. */
export function generator(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  const pick = <T>(list: T[]): T => list[int(list.length)]
  return { next, int, pick }
}

const pastCycle: Situation[] = [
  'END',
  'END',
  'CANCELED',
  'END',
  'RELEASED_FOR_CLOSING',
  'END',
  'REOPEN',
  'NEGOTIATION',
  'END',
  'CANCELED',
  'END',
  'END',
]
/** Events a year and more back are settled: ended or cancelled, no proposal or stay left open. */
const olderCycle: Situation[] = ['END', 'END', 'CANCELED', 'END']
const futureCycle: Situation[] = [
  'NEW',
  'NEGOTIATION',
  'CONFIRMED',
  'NEGOTIATION',
  'CONFIRMED',
  'NEW',
  'CANCELED',
  'WAIT_LIST',
  'CONFIRMED',
  'NEGOTIATION',
]
const paymentCycle = ['IN_NEGOTIATION', 'PROVIDED', 'PAID', 'CANCELED'] as const
/** Priorities the demo spreads (the event list's column is never empty); waiting lists need ONE. */
const priorityCycle: readonly Priority[] = [
  'THREE',
  'TWO',
  'FIVE',
  'ONE',
  'FOUR',
  'THREE',
  'SIX',
  'TWO',
  'EIGHT',
]

/** A registered person as requester, with the e-mail and phone of their main contact. */
function requesterOf(r: Registries, person: number): Body {
  const contact = r.contacts.get(person)
  return {
    person: { id: person },
    ...(contact?.email ? { email: contact.email } : {}),
    ...(contact?.phone ? { phone: contact.phone } : {}),
  }
}

function at(today: Date, days: number, hour: number, minute = 0) {
  const d = new Date(today)
  d.setDate(d.getDate() + days)
  d.setHours(hour, minute, 0, 0)
  return localDateTime(d)
}

export function plan(
  r: Registries,
  texts: DemoTexts,
  count: number,
  seed: number,
  today: Date,
): PlannedEvent[] {
  const rng = generator(seed)
  const taken = new Set<string>() // `${part}@${day}`
  const stockUse = new Map<string, number>() // `${equipment}@${day}`
  const free = (parts: number[], from: number, to: number) => {
    for (let d = from; d <= to; d++) for (const p of parts) if (taken.has(`${p}@${d}`)) return false
    return true
  }
  const midnight = new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime()
  const dayOffset = (ts: string) =>
    Math.round((new Date(`${ts.slice(0, 10)}T00:00:00`).getTime() - midnight) / 86_400_000)
  for (const b of r.blocks) {
    const parts = r.rooms.find((x) => x.id === b.room)?.parts ?? [b.room]
    for (let d = dayOffset(b.start); d <= dayOffset(b.end); d++) for (const p of parts) taken.add(`${p}@${d}`)
  }
  const events: PlannedEvent[] = []
  let past = 0
  let future = 0
  let payments = 0
  // A fifth of the events happened six to eighteen months ago: the months a year back, which pace,
  // pickup and the dashboard compare with ("same time last year"), are not empty. A small tenant
  // (Other Venue's 20) keeps all of its few events around today, every situation among them.
  const older = count >= 50 ? Math.floor(count / 5) : 0
  const recent = count - older
  for (let i = 0; i < count; i++) {
    // Two events run today (in progress); the rest are spread over six months back and ahead.
    const current = i < 2
    const length = current ? 3 : 1 + rng.int(3)
    const wanted = current
      ? -i
      : i < recent
        ? -180 + Math.round((i * 360) / recent) + rng.int(2)
        : -545 + Math.round(((i - recent) * 360) / older) + rng.int(2)
    let start: number | undefined
    let room: Registries['rooms'][number] | undefined
    for (let shift = 0; shift < 40 && !room; shift++) {
      const s = wanted + (shift % 2 ? -1 : 1) * Math.ceil(shift / 2)
      const offset = rng.int(r.rooms.length)
      for (let k = 0; k < r.rooms.length && !room; k++) {
        const candidate = r.rooms[(offset + k) % r.rooms.length]
        if (free(candidate.parts, s, s + length - 1)) {
          room = candidate
          start = s
        }
      }
    }
    if (!room || start === undefined) throw new Error('demo seed: no free room for a planned event')
    const end = start + length - 1
    for (let d = start; d <= end; d++) for (const p of room.parts) taken.add(`${p}@${d}`)

    const situation: Situation =
      start <= 0 && end >= 0
        ? 'IN_PROGRESS'
        : i >= recent
          ? olderCycle[(i - recent) % olderCycle.length]
          : end < 0
            ? pastCycle[past++ % pastCycle.length]
            : futureCycle[future++ % futureCycle.length]
    const customer = rng.pick(r.customers)
    const people = 20 + rng.int(30) * 10
    const body: Body = {
      name: `${rng.pick(texts.themes)} ${rng.pick(texts.qualifiers)}`,
      startDate: at(today, start, 7),
      endDate: at(today, end, 21),
      customer: { id: customer },
      eventType: { id: rng.pick(r.eventTypes) },
      estimatedPeople: people,
      priority: situation === 'WAIT_LIST' ? 'ONE' : priorityCycle[i % priorityCycle.length],
      ...(r.currency ? { currencyCompany: { id: r.currency } } : {}),
      // Open proposals expire on a confirm date between today and the start (the dashboard's "expiring" widget).
      ...((situation === 'NEGOTIATION' || situation === 'WAIT_LIST') && start >= 1
        ? { confirmDate: at(today, Math.min(start, 1 + (i % 25)), 7) }
        : {}),
    }
    const roomItem: Body = {
      environment: { id: room.id },
      assemblyStart: at(today, start, 8),
      assemblyEnd: at(today, start, 11),
      startDateHour: at(today, start, 10),
      endDateHour: at(today, end, 18),
      disassemblyStart: at(today, end, 18, 30),
      disassemblyDeadline: at(today, end, 20),
    }
    const equipment: Body[] = []
    const wantedEquipment = 1 + rng.int(2)
    for (let k = 0; k < r.equipment.length && equipment.length < wantedEquipment; k++) {
      const eq = r.equipment[(rng.int(r.equipment.length) + k) % r.equipment.length]
      let ok = true
      for (let d = start; d <= end; d++) if ((stockUse.get(`${eq.id}@${d}`) ?? 0) + 1 > eq.stock) ok = false
      if (!ok || equipment.some((e) => (e.equipment as { id: number }).id === eq.id)) continue
      for (let d = start; d <= end; d++)
        stockUse.set(`${eq.id}@${d}`, (stockUse.get(`${eq.id}@${d}`) ?? 0) + 1)
      equipment.push({
        equipment: { id: eq.id },
        amount: 1,
        startDateHour: at(today, start, 10),
        endDateHour: at(today, end, 18),
      })
    }
    const mealPlace = room.allowsMeals ? room : r.rooms.find((x) => x.allowsMeals)
    const richer = i % 3 !== 2 // two in three events get the food and people tabs filled
    const eventPayments: Body[] = []
    if (CONFIRMED_ONWARD.includes(situation)) {
      const n = 1 + rng.int(2)
      for (let k = 0; k < n; k++) {
        // Ended events were mostly paid; the rest rotate through every status.
        const status = end < 0 && k === 0 ? 'PAID' : paymentCycle[payments++ % paymentCycle.length]
        eventPayments.push({
          payer: { id: customer },
          value: 1000 + rng.int(40) * 250,
          status,
          expectedPaymentDate: at(today, start - 7 * (k + 1), 12),
          ...(status === 'CANCELED' ? { cancellationReason: { id: rng.pick(r.reasons) } } : {}),
        })
      }
    }
    events.push({
      situation,
      body,
      endDate: body.endDate as string,
      requester: requesterOf(r, rng.pick(r.requesters)),
      room: roomItem,
      equipment,
      meal:
        richer && mealPlace && r.meals.length
          ? {
              mealPlace: { id: mealPlace.id },
              ...mealOf(rng.pick(r.meals)),
              startDateHour: at(today, start, 12),
              endDateHour: at(today, start, 13, 30),
              esteemedPeople: people,
            }
          : undefined,
      menu: richer && r.menus.length ? { menu: { id: rng.pick(r.menus) } } : undefined,
      department:
        richer && r.departments.length ? { department: { id: rng.pick(r.departments) } } : undefined,
      discount: i % 4 === 0 ? { type: 'TOTAL', value: 5 + rng.int(4) * 5 } : undefined,
      commission:
        i % 5 === 0
          ? { responsible: { id: rng.pick(r.persons) }, type: 'TOTAL', percentage: 3 + rng.int(5) }
          : undefined,
      payments: eventPayments,
      followUps: i % 2 === 0 ? [rng.pick(texts.followUps)] : [],
      reason: situation === 'CANCELED' ? { id: rng.pick(r.reasons) } : undefined,
      waitListGroup:
        situation === 'WAIT_LIST' && r.waitListGroups.length ? { id: rng.pick(r.waitListGroups) } : undefined,
    })
  }
  return events
}
