/**
 * The situation and priority mixes the bench seeds spread over their events, cycled by row number.
 * Typed against common/events so a misspelt situation fails tsc rather than the seed's insert; the
 * mixes themselves are the bench's (changing one changes what a figure measures).
 */
import { PRIORITIES, type Priority, type Situation } from '../../common/events/situations.js'

/** The diary seed: mostly confirmed, every kind the diary may be asked for once, ten a cycle. */
export const DIARY_MIX: readonly Situation[] = [
  'CONFIRMED',
  'CONFIRMED',
  'CONFIRMED',
  'IN_PROGRESS',
  'NEW',
  'NEGOTIATION',
  'CANCELED',
  'END',
  'RELEASED_FOR_CLOSING',
  'WAIT_LIST',
]

/** The timeline seed: blocking events and holds, all drawn by the timeline's default options. */
export const TIMELINE_MIX: readonly Situation[] = [
  'CONFIRMED',
  'CONFIRMED',
  'IN_PROGRESS',
  'NEW',
  'NEGOTIATION',
  'RELEASED_FOR_CLOSING',
]

/** The large and report seeds: the event list's working set, cancelled and ended events. */
export const LIST_MIX: readonly Situation[] = [
  'NEW',
  'NEGOTIATION',
  'CONFIRMED',
  'IN_PROGRESS',
  'CANCELED',
  'END',
]

/** The large and report seeds' priorities: the first five. */
export const LIST_PRIORITIES: readonly Priority[] = PRIORITIES.slice(0, 5)
