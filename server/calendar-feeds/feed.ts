import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/types.js'
import type { AuthContext } from '../auth/guard.js'
import { membershipState } from '../auth/memberships.js'
import { withTenant } from '../db/tenant.js'
import { cannotSee } from '../events/visibility.js'
import { localToday } from '../../common/events/clock.js'
import { asLocale, translate } from '../i18n/translate.js'
import { feedBookings } from './bookings.js'
import { writeCalendar } from './calendar.js'
import { establishmentZone, recordBody, type ResolvedFeed } from './repository.js'
import { targetName } from './service.js'
import { knownZone } from './vtimezone.js'

/** The window a feed covers (README Decisions): 90 days back, 18 months ahead of today. */
export const WINDOW_DAYS_BACK = 90
export const WINDOW_MONTHS_AHEAD = 18

/** Venue wall-clock bounds of the window, `YYYY-MM-DDT00:00:00`, computed on the calendar (UTC). */
export function feedWindow(today = localToday()) {
  const day = new Date(`${today}T00:00:00Z`)
  const from = new Date(day)
  from.setUTCDate(from.getUTCDate() - WINDOW_DAYS_BACK)
  const to = new Date(day)
  to.setUTCMonth(to.getUTCMonth() + WINDOW_MONTHS_AHEAD)
  const wire = (d: Date) => d.toISOString().slice(0, 19)
  return { from: wire(from), to: wire(to) }
}

/** What the owner may see today, from their membership as the guard reads it; null when it ended. */
async function ownerAuth(db: Kysely<Database>, feed: ResolvedFeed): Promise<AuthContext | null> {
  const state = await membershipState(db, feed.tenant_id, feed.owner_id)
  if (!state?.active) return null
  return {
    userId: 0,
    email: '',
    technical: false,
    tenantId: feed.tenant_id,
    companyId: null,
    eventsUserId: feed.owner_id,
    type: state.type,
    admin: state.type === 'ADMIN',
    features: state.features,
  }
}

export interface FeedBody {
  body: string
  etag: string
  lastModified: Date
}

/**
 * The feed's calendar, read behind the owner's tenant wall: the bookings of its scope in the
 * window, named as the owner may see them today. The ETag is the body's digest; the moment it
 * last changed is kept with the feed, so Last-Modified moves when a booking is removed too.
 * Null when the owner's membership ended (the feed answers 404 like a revoked one).
 */
export async function readFeed(db: Kysely<Database>, feed: ResolvedFeed): Promise<FeedBody | null> {
  const auth = await ownerAuth(db, feed)
  if (!auth) return null
  const locale = asLocale(feed.locale)
  const reserved = translate(locale, 'calendarFeed.reserved')
  const window = feedWindow()
  return withTenant(db, feed.tenant_id, async (trx) => {
    const stored = await establishmentZone(trx)
    const zone = stored && knownZone(stored) ? stored : 'UTC'
    const bookings = await feedBookings(trx, feed.scope, feed.target_id, window.from, window.to)
    const name = await targetName(trx, auth, feed.scope, feed.target_id, locale).catch(() => reserved)
    const body = writeCalendar({
      name,
      zone,
      bookings,
      from: new Date(`${window.from}Z`),
      to: new Date(`${window.to}Z`),
      summary: (b) =>
        cannotSee(auth, { created_by: b.createdBy, situation: b.situation }) ? reserved : b.eventName,
      tenantId: feed.tenant_id,
    })
    const etag = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32)
    const changedAt =
      etag === feed.etag && feed.body_changed_at ? feed.body_changed_at : await recordBody(trx, feed.id, etag)
    return { body, etag, lastModified: new Date(changedAt) }
  })
}
