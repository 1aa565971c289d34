import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { RegistryModel } from '../registries/model.js'
import { labelReferences } from '../registries/labels.js'
import { hasFeature, type AuthContext } from '../auth/context.js'
import { eventRefs, toJson } from './model.js'
import { readableEvent } from './event-lock.js'
import { labelRequesters, listRequesters } from './requesters.js'
import type { Situation } from '../../common/events/situations.js'
import { actionsFrom, transitions } from './lifecycle/lifecycle.js'

/** Adds registry labels to events' references and the creator's e-mail, one query per kind. */
export async function labelEvents<T extends Record<string, unknown>>(
  trx: Transaction<Database>,
  models: Map<string, RegistryModel>,
  events: T[],
) {
  await labelReferences(
    trx,
    models,
    events,
    eventRefs.map((r) => ({ field: r.field, target: r.target })),
  )
  const creators = [
    ...new Set(
      events
        .map((e) => (e.createdBy as { id?: number } | null)?.id)
        .filter((id): id is number => typeof id === 'number'),
    ),
  ]
  if (creators.length) {
    const users = await trx
      .selectFrom('events_user')
      .select(['id', 'email'])
      .where('id', 'in', creators)
      .execute()
    const emails = new Map(users.map((u) => [u.id, u.email]))
    for (const e of events as Record<string, unknown>[]) {
      const c = e.createdBy as { id?: number } | null
      if (c?.id) e.createdBy = { id: c.id, email: emails.get(c.id) ?? null }
    }
  }
  return events
}

/** The event as the form reads it: labels, requesters and the actions the user may take now. */
export async function formEvent(
  trx: Transaction<Database>,
  models: Map<string, RegistryModel>,
  auth: AuthContext,
  id: number,
) {
  const row = await readableEvent(trx, auth, id)
  const [json] = await labelEvents(trx, models, [toJson(row)])
  const requesters = await labelRequesters(trx, models, await listRequesters(trx, id))
  const allowedActions: string[] = actionsFrom(row.situation as Situation).filter((a) =>
    hasFeature(auth, transitions[a].permission),
  )
  // Copy is not a move of this event's situation, but the menu offers it with the others.
  if (hasFeature(auth, 'ACTION_COPY')) allowedActions.push('copy')
  return { ...json, requesters, allowedActions }
}
