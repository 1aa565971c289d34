import type { AuthContext } from '../auth/context.js'
import { hasFeature } from '../auth/context.js'
import type { Situation } from '../../common/events/situations.js'
import type { EventRow } from './model.js'
import { changeFeature, seeFeature } from '../../common/events/event-features.js'

/**
 * With the see-situations permission a user sees only the situations whose ACTION_SEE_* they
 * hold; admins and users without that permission are not filtered by situation.
 */
export function allowedSituations(auth: AuthContext): Situation[] {
  const all = Object.keys(seeFeature) as Situation[]
  if (auth.admin || !auth.features.has('ACTION_SEE_SITUATIONS')) return all
  return all.filter((s) => auth.features.has(seeFeature[s]))
}

export const seesOthers = (auth: AuthContext) => hasFeature(auth, 'ACTION_SEE_OTHERS_EVENTS')

/** Why a user may not see an event, or null. */
export function cannotSee(auth: AuthContext, e: Pick<EventRow, 'created_by' | 'situation'>): string | null {
  if (!seesOthers(auth) && e.created_by !== auth.eventsUserId) return 'event.cannotSeeOthers'
  if (!allowedSituations(auth).includes(e.situation as Situation)) return 'event.cannotSeeSituation'
  return null
}

/** Why a user may not change an event (or its items), or null. */
export function cannotChange(auth: AuthContext, e: EventRow): string | null {
  const hidden = cannotSee(auth, e)
  if (hidden) return hidden
  if (e.created_by !== auth.eventsUserId && !hasFeature(auth, 'ACTION_CHANGE_OTHERS_EVENTS'))
    return 'event.cannotChangeOthers'
  if (e.situation === 'CANCELED') return 'event.canceledCannotChange'
  const needed = changeFeature[e.situation as Situation]
  if (needed && !hasFeature(auth, needed)) return 'event.cannotChangeInSituation'
  if (e.has_budget && !hasFeature(auth, 'ACTION_CHANGE_WITH_BUDGET')) return 'event.cannotChangeWithBudget'
  if (e.has_contract && !hasFeature(auth, 'ACTION_CHANGE_WITH_CONTRACT'))
    return 'event.cannotChangeWithContract'
  return null
}
