/**
 * What the person may do, from the features the session holds (the sign-in's list, spec §6), so
 * a screen offers only what the server would allow instead of a button that ends in 403. The
 * server still decides every request; these read the same lists it checks
 * (common/documents/features.ts, common/events/event-features.ts).
 */
import { documentWriteFeature } from '../../common/documents/features'
import { changeFeature, seeFeature } from '../../common/events/event-features'
import type { Situation } from '../../common/events/situations'
import { getFeatures, getUser, isAdmin } from '../providers/session'

/** The person holds this feature (an admin holds every one). */
export function holds(feature: string, features = getFeatures()): boolean {
  return isAdmin() || Boolean(features?.includes(feature))
}

/** The person holds at least one of these features. */
export const holdsAny = (wanted: readonly string[]) => wanted.some((f) => holds(f))

/** Generate, regenerate or delete a document of this type (a budget, a contract: their own action). */
export function mayWriteDocument(type: string): boolean {
  const feature = documentWriteFeature[type]
  return !feature || holds(feature)
}

/** What the screens know of an event to judge it: who made it and its situation. */
export interface EventOwnership {
  /** The events user who made (coordinates) the event; unknown leaves the server to judge. */
  createdBy?: number | null
  situation: string
}

const mine = (e: EventOwnership) =>
  e.createdBy === undefined || e.createdBy === null || e.createdBy === getUser()?.id

/** Open the event (server/events/visibility.ts cannotSee): someone else's needs ACTION_SEE_OTHERS_EVENTS. */
export function mayOpenEvent(e: EventOwnership): boolean {
  if (isAdmin()) return true
  if (!mine(e) && !holds('ACTION_SEE_OTHERS_EVENTS')) return false
  const see = seeFeature[e.situation as Situation]
  return !holds('ACTION_SEE_SITUATIONS') || !see || holds(see)
}

/**
 * Change the event or its items — moving a booking too (cannotChange): someone else's needs
 * ACTION_CHANGE_OTHERS_EVENTS, a canceled one never, some situations their own action.
 */
export function mayChangeEvent(e: EventOwnership): boolean {
  if (!mayOpenEvent(e)) return false
  if (isAdmin()) return e.situation !== 'CANCELED'
  if (!mine(e) && !holds('ACTION_CHANGE_OTHERS_EVENTS')) return false
  if (e.situation === 'CANCELED') return false
  const needed = changeFeature[e.situation as Situation]
  return !needed || holds(needed)
}
