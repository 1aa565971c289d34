/**
 * Availability's own rules beside the blocking rule (which lives in common/events/blocking.ts, the
 * one home of the event's vocabulary). Pure, so they are unit-tested apart from the database.
 */

/** Maintenance: BLOCK refuses bookings, HOUSE_USE only warns (and shows on the diary). */
export const maintenanceEffect = (type: string): 'BLOCK' | 'WARN' | 'NONE' =>
  type === 'BLOCK' ? 'BLOCK' : type === 'HOUSE_USE' ? 'WARN' : 'NONE'

/** Rank of a hold: 1 + the bookings ahead of it (blocking ones, then holds taken earlier). */
export function holdRank(me: { order: number }, ahead: { blocking: boolean; order: number }[]): number {
  return 1 + ahead.filter((o) => o.blocking || o.order < me.order).length
}
