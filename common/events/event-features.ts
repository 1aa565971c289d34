/**
 * The named permissions (spec §6) that open and change an event by its situation, one list for
 * the server's checks (server/events/visibility.ts) and the screens' offers (src/permissions).
 */
import type { Situation } from './situations.js'

// Released-for-closing is the tail of in-progress; the spec names no separate see-permission.
export const seeFeature: Record<Situation, string> = {
  NEW: 'ACTION_SEE_NEW',
  NEGOTIATION: 'ACTION_SEE_NEGOTIATION',
  CONFIRMED: 'ACTION_SEE_CONFIRMED',
  IN_PROGRESS: 'ACTION_SEE_IN_PROGRESS',
  RELEASED_FOR_CLOSING: 'ACTION_SEE_IN_PROGRESS',
  CANCELED: 'ACTION_SEE_CANCELED',
  END: 'ACTION_SEE_END',
  REOPEN: 'ACTION_SEE_REOPEN',
  WAIT_LIST: 'ACTION_SEE_WAIT_LIST',
}

export const changeFeature: Partial<Record<Situation, string>> = {
  CONFIRMED: 'ACTION_CHANGE_CONFIRMED',
  IN_PROGRESS: 'ACTION_CHANGE_IN_PROGRESS',
  END: 'ACTION_CHANGE_END',
  RELEASED_FOR_CLOSING: 'ACTION_CHANGE_RELEASED_FOR_CLOSING',
  REOPEN: 'ACTION_CHANGE_REOPEN',
}
