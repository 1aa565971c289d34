/**
 * Where a room block stands at the channel, the same for the server (server/accommodation/tables.ts
 * stores it) and the accommodation screen that shows it.
 */
export type ChannelState = 'SENDING' | 'CONFIRMED' | 'ERROR'

/** The spec §8 error of a send that failed for good, as the API's error body carries it. */
export interface ChannelFailure {
  message: string
  developerMessage: string | null
  partyMessage: string | null
  guid: string | null
  at: string
}
