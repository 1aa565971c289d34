import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { EventRow } from '../events/model.js'
import { environmentKind } from '../events/items/environment.js'
import { equipmentKind } from '../events/items/equipment.js'
import { jsonStore } from '../events/items/store.js'
import { labelsOf } from '../registries/reader.js'
import type { BeoLine } from './beo.js'

type Trx = Transaction<Database>
type Json = Record<string, unknown>

const s = (v: unknown) => (v === null || v === undefined ? '' : String(v))
const idOf = (v: unknown) => (v as { id?: number } | null | undefined)?.id ?? 0
const time = (v: unknown) => s(v).slice(11, 16)

/** The days an item covers, from its start to its end (at least its first day). */
function days(start: unknown, end: unknown): string[] {
  const first = s(start).slice(0, 10)
  const last = s(end).slice(0, 10) || first
  if (!/^\d{4}-\d{2}-\d{2}$/.test(first)) return ['']
  const out: string[] = []
  for (let d = new Date(`${first}T00:00:00Z`); out.length < 62; d.setUTCDate(d.getUTCDate() + 1)) {
    const iso = d.toISOString().slice(0, 10)
    if (iso > last && out.length) break
    out.push(iso)
  }
  return out
}

async function names(trx: Trx, registry: Parameters<typeof labelsOf>[1], rows: Json[], field: string) {
  return labelsOf(trx, registry, rows.map((r) => idOf(r[field])).filter(Boolean))
}

/**
 * What the kitchen and the set-up crews work from, day by day: rooms with set-up format, times
 * and people; meals; menus and room service with items and quantities; equipment per room;
 * departments' instructions; the event's notes. Read from the event's current data.
 */
export async function beoLines(trx: Trx, event: EventRow, peopleLabel: string): Promise<BeoLine[]> {
  const rooms = (await environmentKind.list(trx, event.id)) as Json[]
  const equipment = (await equipmentKind.list(trx, event.id)) as Json[]
  const [meals, menus, roomService, departments] = await Promise.all(
    ['meal', 'menu', 'room-service', 'department'].map((k) => jsonStore(k).list(trx, event.id)),
  )
  const [roomNames, formatNames, equipmentNames, mealNames, departmentNames] = await Promise.all([
    names(trx, 'environment', rooms, 'environment'),
    names(trx, 'environment-format', rooms, 'environmentFormat'),
    names(trx, 'equipment', equipment, 'equipment'),
    names(trx, 'meal', meals, 'meal'),
    names(trx, 'department', departments, 'department'),
  ])
  const roomOf = new Map(rooms.map((r) => [r.id as number, roomNames.get(idOf(r.environment)) ?? '']))
  const items = (m: Json) =>
    (Array.isArray(m.items) ? (m.items as Json[]) : []).map((i) => `${s(i.amount ?? 1)}x ${s(i.description)}`)
  const join = (...parts: string[]) => parts.filter((p) => p.trim()).join(' · ')
  const lines: BeoLine[] = []
  for (const r of rooms)
    for (const day of days(r.startDateHour, r.endDateHour))
      lines.push({
        key: `environment:${s(r.id)}:${day}`,
        day,
        section: 'environment',
        text: join(
          roomNames.get(idOf(r.environment)) ?? '',
          formatNames.get(idOf(r.environmentFormat)) ?? '',
          `${time(r.startDateHour)}–${time(r.endDateHour)}`,
          r.esteemedPeople ? `${s(r.esteemedPeople)} ${peopleLabel}` : '',
          s(r.activity),
          s(r.observation),
        ),
      })
  for (const m of meals)
    for (const day of days(m.startDateHour, m.endDateHour))
      lines.push({
        key: `meal:${s(m.id)}:${day}`,
        day,
        section: 'meal',
        text: join(
          mealNames.get(idOf(m.meal)) ?? '',
          `${time(m.startDateHour)}–${time(m.endDateHour)}`,
          m.esteemedPeople ? `${s(m.esteemedPeople)} ${peopleLabel}` : '',
        ),
      })
  for (const [section, list] of [
    ['menu', menus],
    ['roomService', roomService],
  ] as const)
    for (const m of list)
      lines.push({
        key: `${section}:${s(m.id)}`,
        day: '',
        section,
        text: join(s(m.name), items(m).join(', '), s(m.observation)),
      })
  for (const q of equipment)
    for (const day of days(q.startDateHour, q.endDateHour))
      lines.push({
        key: `equipment:${s(q.id)}:${day}`,
        day,
        section: 'equipment',
        text: join(
          `${s(q.amount ?? 1)}x ${equipmentNames.get(idOf(q.equipment)) ?? ''}`,
          roomOf.get(idOf(q.eventEnvironment)) ?? '',
          `${time(q.startDateHour)}–${time(q.endDateHour)}`,
          s(q.observation),
        ),
      })
  for (const d of departments)
    lines.push({
      key: `department:${s(d.id)}`,
      day: '',
      section: 'department',
      text: join(departmentNames.get(idOf(d.department)) ?? '', s(d.instructions)),
    })
  if (event.observation?.trim())
    lines.push({ key: 'notes', day: '', section: 'notes', text: event.observation.trim() })
  // Days in order, the lines of every day first; within a day, sections in the order above.
  const order = ['environment', 'meal', 'menu', 'roomService', 'equipment', 'department', 'notes']
  return lines.sort(
    (a, b) =>
      (a.day || '9999').localeCompare(b.day || '9999') || order.indexOf(a.section) - order.indexOf(b.section),
  )
}
