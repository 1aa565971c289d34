/**
 * The sub-item schemas the generic item tabs render (schemas/event/*.schema.json, the same files
 * the server validates with), and where each kind's words live in the locale tree.
 */
import type { Prop } from '../../../providers/schema'
import commission from '../../../generated/event/commission.json'
import department from '../../../generated/event/department.json'
import discount from '../../../generated/event/discount.json'
import equipment from '../../../generated/event/equipment.json'
import meal from '../../../generated/event/meal.json'
import menu from '../../../generated/event/menu.json'
import programming from '../../../generated/event/programming.json'
import roomService from '../../../generated/event/room-service.json'
import summary from '../../../generated/event/summary.json'

export interface ItemKind {
  /** The path segment of /events/event/{eventId}/<kind>. */
  kind: string
  /** Locale prefix: `${prefix}.fields.<name>`, `${prefix}.enums.<name>.<value>`, `${prefix}.add`, `${prefix}.empty`. */
  prefix: string
  schema: Prop
}

const kind = (name: string, prefix: string, schema: unknown): ItemKind => ({
  kind: name,
  prefix: `events.${prefix}`,
  schema: schema as Prop,
})

export const itemKinds = {
  equipment: kind('equipment', 'equipment', equipment),
  meal: kind('meal', 'meal', meal),
  menu: kind('menu', 'menu', menu),
  roomService: kind('room-service', 'roomService', roomService),
  department: kind('department', 'department', department),
  commission: kind('commission', 'commission', commission),
  discount: kind('discount', 'discount', discount),
  programming: kind('programming', 'programming', programming),
  // Not a list: the summary's responsibles are one record per event (PUT summary/save).
  summary: kind('summary', 'summary', summary),
} as const

/** Kept by the page, never typed: the event's id and version go with every write. */
const PAGE_KEPT = new Set(['eventVersion', 'eventId'])

/** The form's copy of a schema: without what the page adds to every write. */
export function editableSchema(schema: Prop): Prop {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).filter(([name]) => !PAGE_KEPT.has(name)),
  )
  return { ...schema, properties, required: (schema.required ?? []).filter((r) => !PAGE_KEPT.has(r)) }
}
