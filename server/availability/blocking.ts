/**
 * Which bookings block (issue 16, platform.md §3 block flags). Pure, so the rules are unit-tested
 * apart from the database.
 */
export interface BlockFlags {
  environmentBlock: boolean
  equipmentBlock: boolean
  newSituationBlock: boolean
  negotiationSituationBlock: boolean
}

/** Situations whose bookings always take the room or the stock. */
export const alwaysBlocking = ['CONFIRMED', 'IN_PROGRESS', 'RELEASED_FOR_CLOSING', 'REOPEN'] as const
/** Situations whose bookings never take anything (and are not holds either). */
export const neverBlocking = ['CANCELED', 'END', 'WAIT_LIST'] as const

function blocksWith(situation: string, flags: BlockFlags, resourceFlag: boolean): boolean {
  if ((alwaysBlocking as readonly string[]).includes(situation)) return true
  if (!resourceFlag) return false
  if (situation === 'NEW') return flags.newSituationBlock
  if (situation === 'NEGOTIATION') return flags.negotiationSituationBlock
  return false
}

/** A room booking of an event in `situation` blocks the room. */
export const environmentBlocks = (situation: string, flags: BlockFlags) =>
  blocksWith(situation, flags, flags.environmentBlock)

/** An equipment booking of an event in `situation` counts against the stock. */
export const equipmentBlocks = (situation: string, flags: BlockFlags) =>
  blocksWith(situation, flags, flags.equipmentBlock)

/** A booking that does not block but still asks for the room: a ranked hold (1st, 2nd… option). */
export const isHold = (situation: string, flags: BlockFlags) =>
  !environmentBlocks(situation, flags) && !(neverBlocking as readonly string[]).includes(situation)

/** The situations whose room bookings block, for set-wise SQL. */
export const blockingSituations = (flags: BlockFlags, all: readonly string[]) =>
  all.filter((s) => environmentBlocks(s, flags))

/** The situations whose equipment bookings count against the stock, for set-wise SQL. */
export const equipmentBlockingSituations = (flags: BlockFlags, all: readonly string[]) =>
  all.filter((s) => equipmentBlocks(s, flags))

/** The situations whose room bookings are holds. */
export const holdSituations = (flags: BlockFlags, all: readonly string[]) =>
  all.filter((s) => isHold(s, flags))

/** Maintenance: BLOCK refuses bookings, HOUSE_USE only warns (and shows on the diary). */
export const maintenanceEffect = (type: string): 'BLOCK' | 'WARN' | 'NONE' =>
  type === 'BLOCK' ? 'BLOCK' : type === 'HOUSE_USE' ? 'WARN' : 'NONE'

/** Rank of a hold: 1 + the bookings ahead of it (blocking ones, then holds taken earlier). */
export function holdRank(me: { order: number }, ahead: { blocking: boolean; order: number }[]): number {
  return 1 + ahead.filter((o) => o.blocking || o.order < me.order).length
}
