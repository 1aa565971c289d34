/**
 * Which bookings block (issue 16, platform.md §3 block flags): the rule the server decides
 * bookings with and the screens explain them by. Pure, so it is unit-tested apart from the database.
 */
import { SITUATIONS, type Situation } from './situations.js'

/** The establishment's block flags (configuration entries ENVIRONMENT_BLOCK, EQUIPMENT_BLOCK…). */
export interface BlockFlags {
  environmentBlock: boolean
  equipmentBlock: boolean
  newSituationBlock: boolean
  negotiationSituationBlock: boolean
}

/**
 * Situations whose bookings always take the room or the stock: confirmed onward but END (the
 * diary still draws an ended event's rooms, as history, without blocking them).
 */
export const ALWAYS_BLOCKING: readonly Situation[] = [
  'CONFIRMED',
  'IN_PROGRESS',
  'RELEASED_FOR_CLOSING',
  'REOPEN',
]

/**
 * Situations whose bookings never take anything and are not holds either. END is here: an event
 * ends only once its end date has passed (release for closing needs it), so its rooms are free
 * again; REOPEN, which undoes the end, blocks.
 */
export const NEVER_BLOCKING: readonly Situation[] = ['CANCELED', 'END', 'WAIT_LIST']

function blocksWith(situation: string, flags: BlockFlags, resourceFlag: boolean): boolean {
  if ((ALWAYS_BLOCKING as readonly string[]).includes(situation)) return true
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
  !environmentBlocks(situation, flags) && !(NEVER_BLOCKING as readonly string[]).includes(situation)

/** The situations whose room bookings block, for set-wise SQL. */
export const blockingSituations = (flags: BlockFlags, all: readonly Situation[] = SITUATIONS) =>
  all.filter((s) => environmentBlocks(s, flags))

/** The situations whose equipment bookings count against the stock, for set-wise SQL. */
export const equipmentBlockingSituations = (flags: BlockFlags, all: readonly Situation[] = SITUATIONS) =>
  all.filter((s) => equipmentBlocks(s, flags))

/** The situations whose room bookings are holds. */
export const holdSituations = (flags: BlockFlags, all: readonly Situation[] = SITUATIONS) =>
  all.filter((s) => isHold(s, flags))
