import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { hasFeature, type AuthContext } from '../auth/guard.js'
import { AppError, badRequest, fieldError, forbidden, notFound } from '../http/errors.js'
import { cannotSee } from '../events/visibility.js'
import { labelsOf } from '../registries/reader.js'
import { translate, type Locale } from '../i18n/translate.js'
import { insertFeed, ownFeeds, revokeFeed } from './repository.js'
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
 * A new feed of the caller's. A room needs the timeline or the events feature; an event, one the
 * caller may see; a person's events, the caller's own unless they may see others' events.
 */
export async function createFeed(trx: Trx, auth: AuthContext, scope: FeedScope, id: number, locale: Locale) {
  const ownerId = owner(auth)
  const allowed =
    scope === 'ENVIRONMENT'
      ? hasFeature(auth, 'ENVIRONMENT_TIMELINE') || hasFeature(auth, 'EVENT')
      : hasFeature(auth, 'EVENT')
  if (!allowed) throw forbidden()
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
  if (scope === 'USER' && id !== ownerId && !hasFeature(auth, 'ACTION_SEE_OTHERS_EVENTS'))
    throw forbidden('event.cannotSeeOthers')
  return insertFeed(trx, { tenantId: auth.tenantId!, ownerId, scope, targetId: id, locale })
}

/** The caller's feeds with what each follows (`target.name` as the caller sees it). */
export async function listFeeds(trx: Trx, auth: AuthContext, locale: Locale) {
  const rows = await ownFeeds(trx, owner(auth))
  const content = []
  for (const r of rows) {
    const name = await targetName(trx, auth, r.scope, r.target_id, locale).catch(() => null)
    content.push({ id: r.id, scope: r.scope, target: { id: r.target_id, name }, createdAt: r.created_at })
  }
  return { content }
}

export async function removeFeed(trx: Trx, auth: AuthContext, id: number) {
  if (!(await revokeFeed(trx, owner(auth), id))) throw notFound('calendarFeed.notFound')
}
