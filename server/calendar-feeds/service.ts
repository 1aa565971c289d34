import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { hasFeature, type AuthContext } from '../auth/context.js'
import { AppError, badRequest, fieldError, forbidden, notFound } from '../http/errors.js'
import { cannotSee } from '../events/visibility.js'
import { labelsOf } from '../registries/reader.js'
import { translate, type Locale } from '../i18n/translate.js'
import { pageOf } from '../http/page.js'
import { feedsPage, insertFeed, liveFeedCount, revokeFeed } from './repository.js'
import type { FeedScope } from './tables.js'

type Trx = Transaction<Database>

/** The feed's URL: the token is the whole secret, so it is shown once, when the feed is made. */
export const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/events/ics/${token}.ics`

const owner = (auth: AuthContext) => {
  if (!auth.eventsUserId) throw forbidden('calendarFeed.membersOnly')
  return auth.eventsUserId
}

/** The target must exist in the tenant and be one the person may follow; its display name. */
export async function targetName(trx: Trx, auth: AuthContext, scope: FeedScope, id: number, locale: Locale) {
  if (scope === 'ENVIRONMENT') {
    const name = (await labelsOf(trx, 'environment', [id])).get(id)
    if (name === undefined) throw badRequest([fieldError('id', 'error.invalidReference')])
    return name ?? ''
  }
  if (scope === 'EVENT') {
    const event = await trx
      .selectFrom('event')
      .select(['name', 'created_by', 'situation'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!event) throw badRequest([fieldError('id', 'error.invalidReference')])
    return cannotSee(auth, event) ? translate(locale, 'calendarFeed.reserved') : event.name
  }
  const member = await trx.selectFrom('events_user').select('email').where('id', '=', id).executeTakeFirst()
  if (!member) throw badRequest([fieldError('id', 'error.invalidReference')])
  return translate(locale, 'calendarFeed.eventsOf', { email: member.email })
}

/**
 * Whether a person may follow this target by a feed: the one rule for making a feed and for every
 * read of it (issue 49: a feed stops when its owner loses the right). A room needs the timeline or
 * the events feature; an event or a person's events, the events feature; another person's events,
 * seeing others' events too.
 */
export function mayFollow(auth: AuthContext, scope: FeedScope, id: number): boolean {
  if (scope === 'ENVIRONMENT') return hasFeature(auth, 'ENVIRONMENT_TIMELINE') || hasFeature(auth, 'EVENT')
  if (!hasFeature(auth, 'EVENT')) return false
  return scope !== 'USER' || id === auth.eventsUserId || hasFeature(auth, 'ACTION_SEE_OTHERS_EVENTS')
}

export interface NewFeed {
  scope: FeedScope
  id: number
  /** The person's name for it; blank: the target's name as they see it. */
  name?: string
}

/** A new feed of the caller's, within the per-person limit; an event must be one they may see. */
export async function createFeed(trx: Trx, auth: AuthContext, input: NewFeed, locale: Locale, limit: number) {
  const ownerId = owner(auth)
  const { scope, id } = input
  // The features first (as for the caller's own events), the target's existence, then whose it is.
  if (!mayFollow(auth, scope, ownerId)) throw forbidden()
  await targetName(trx, auth, scope, id, locale)
  if (scope === 'EVENT') {
    const event = await trx
      .selectFrom('event')
      .select(['created_by', 'situation'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    const hidden = cannotSee(auth, event)
    if (hidden) throw new AppError(403, hidden)
  }
  if (!mayFollow(auth, scope, id)) throw forbidden('event.cannotSeeOthers')
  if ((await liveFeedCount(trx, ownerId)) >= limit)
    throw badRequest([{ ...fieldError('scope', 'calendarFeed.limit'), params: { limit: String(limit) } }])
  const name = input.name?.trim() || null
  return insertFeed(trx, { tenantId: auth.tenantId!, ownerId, scope, targetId: id, locale, name })
}

/**
 * A page of feeds with what each follows (`target.name` as the caller sees it) and its owner: the
 * caller's own, or with `all` (administrators only) every feed of the tenant.
 */
export async function listFeeds(
  trx: Trx,
  auth: AuthContext,
  query: { all?: boolean; page: number; size: number },
  locale: Locale,
) {
  if (query.all && !auth.admin) throw forbidden()
  const { rows, total } = await feedsPage(trx, query.all ? null : owner(auth), query.page, query.size)
  const content = []
  for (const r of rows) {
    const target = await targetName(trx, auth, r.scope, r.target_id, locale).catch(() => null)
    content.push({
      id: r.id,
      scope: r.scope,
      name: r.name ?? target,
      target: { id: r.target_id, name: target },
      owner: { id: r.owner_id, email: r.email },
      createdAt: r.created_at,
    })
  }
  return pageOf(content, total, query.page, query.size)
}

/** Its owner revokes a feed whatever their rights now; an administrator any of the tenant's. */
export async function removeFeed(trx: Trx, auth: AuthContext, id: number) {
  const ownerId = auth.admin ? null : owner(auth)
  if (!(await revokeFeed(trx, ownerId, id))) throw notFound('calendarFeed.notFound')
}
