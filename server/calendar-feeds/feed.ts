import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/types.js'
import type { AuthContext } from '../auth/context.js'
import { membershipState } from '../auth/memberships.js'
import { diaryVersion } from '../availability/diary-read.js'
import { withTenant } from '../db/tenant.js'
import { cannotSee } from '../events/visibility.js'
import { localToday } from '../../common/events/clock.js'
import { asLocale, translate } from '../i18n/translate.js'
import { feedBookings } from './bookings.js'
import { writeCalendar } from './calendar.js'
import { establishmentZone, recordBody, type ResolvedFeed } from './repository.js'
import { mayFollow, targetName } from './service.js'
import { knownZone } from './vtimezone.js'

/**
 * The window a feed covers (docs/decisions/0057-calendar-feeds-open-questions.md): 90 days back,
 * 18 months ahead of today.
 */
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

/**
 * What the owner may see now, read from the database on every read (no cache a second server's
 * change could lag behind); null when the membership ended or no longer allows this feed.
 */
async function ownerAuth(db: Kysely<Database>, feed: ResolvedFeed): Promise<AuthContext | null> {
  const state = await membershipState(db, feed.tenant_id, feed.owner_id, { fresh: true })
  if (!state?.active) return null
  const auth: AuthContext = {
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
  return mayFollow(auth, feed.scope, feed.target_id) ? auth : null
}

/** The validators of a feed's body: its ETag (the body's digest) and when it last changed. */
export interface Validators {
  etag: string
  lastModified: Date
}

/** Bumped when writeCalendar's output changes for the same data, so no stored ETag outlives it. */
const FORMAT = '1'
const digestOf = (text: string) => crypto.createHash('sha256').update(text).digest('base64url').slice(0, 32)

/**
 * The feed's calendar, read behind the owner's tenant wall: the bookings of its scope in the
 * window, named as the owner may see them now. Null when the owner may no longer follow it (the
 * feed answers 404 like a revoked one).
 *
 * A calendar polls: what the body is made of (the tenant's diary version, which every booking,
 * event, composition and room change moves; the owner's rights; the window; the zone; the names)
 * is digested first, and while that key is the one the stored ETag was built from, a client whose
 * copy is `current` gets `body: null` (a 304) without the bookings being read or written out.
 */
export async function readFeed(
  db: Kysely<Database>,
  feed: ResolvedFeed,
  current: (v: Validators) => boolean,
): Promise<(Validators & { body: string | null }) | null> {
  const auth = await ownerAuth(db, feed)
  if (!auth) return null
  const locale = asLocale(feed.locale)
  const reserved = translate(locale, 'calendarFeed.reserved')
  const window = feedWindow()
  return withTenant(db, feed.tenant_id, async (trx) => {
    const stored = await establishmentZone(trx)
    const zone = stored && knownZone(stored) ? stored : 'UTC'
    const target = await targetName(trx, auth, feed.scope, feed.target_id, locale).catch(() => reserved)
    const name = feed.name ?? target
    // Read before the bookings: a body may be newer than its key (a later read builds it again),
    // never older (a stale body kept under a newer key would answer 304 to every calendar).
    const rights = [auth.type, ...[...auth.features].sort()].join(',')
    const key = digestOf(
      JSON.stringify([FORMAT, await diaryVersion(trx), rights, window, zone, name, locale]),
    )
    if (key === feed.version_key && feed.etag && feed.body_changed_at) {
      const known = { etag: feed.etag, lastModified: new Date(feed.body_changed_at) }
      if (current(known)) return { ...known, body: null }
    }
    const bookings = await feedBookings(trx, feed.scope, feed.target_id, window.from, window.to)
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
    const etag = digestOf(body)
    const changedAt =
      etag === feed.etag && key === feed.version_key && feed.body_changed_at
        ? feed.body_changed_at
        : await recordBody(trx, feed.id, etag, key)
    return { body, etag, lastModified: new Date(changedAt) }
  })
}
