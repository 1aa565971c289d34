import type { Selectable, Transaction } from 'kysely'
import type { Database, EventRequesterTable } from '../db/types.js'
import { walledRows } from '../db/tenant.js'
import type { AuthContext } from '../auth/context.js'
import { conflict, fieldError, notFound } from '../http/errors.js'
import { validBody } from './validate.js'
import { writeAudit, diffEntries, insertedEntries, removedEntries } from './audit/audit.js'
import { labelReferences } from '../registries/labels.js'
import type { RegistryModel } from '../registries/model.js'

type Trx = Transaction<Database>
type RequesterRow = Awaited<ReturnType<typeof listRequesters>>[number]

/** The requester's audited fields (spec "Audit trail": requesters). */
const audited = ['person', 'name', 'email', 'phone', 'situation', 'discardReason'] as const

export async function listRequesters(trx: Trx, eventId: number) {
  // Written by hand (walledRows): the event form reads it on every open.
  const rows =
    (await walledRows<Selectable<EventRequesterTable>>(
      trx,
      'select * from "event_requester" where "event_id" = $1 and "event_requester"."tenant_id" = $2 order by "id"',
      [eventId],
    )) ??
    (await trx
      .selectFrom('event_requester')
      .selectAll()
      .where('event_id', '=', eventId)
      .orderBy('id')
      .execute())
  return rows.map((r) => ({
    id: r.id,
    person: r.person_id === null ? null : { id: r.person_id },
    name: r.name,
    email: r.email,
    phone: r.phone,
    situation: r.situation,
    discardReason: r.discard_reason,
    createdAt: r.created_at,
  }))
}

export const labelRequesters = (trx: Trx, models: Map<string, RegistryModel>, rows: RequesterRow[]) =>
  labelReferences(trx, models, rows, [{ field: 'person', target: 'person' }])

/** §5: a requester is a person or an unregistered name; a discarded one says why. */
function requesterErrors(data: Record<string, unknown>) {
  const errors = []
  if (!data.person && !data.name) errors.push(fieldError('person', 'event.requesterNeedsPerson'))
  if (data.situation === 'DISCARDED' && !data.discardReason)
    errors.push(fieldError('discardReason', 'error.required'))
  return errors
}

const validRequester = (trx: Trx, auth: AuthContext, body: unknown) =>
  validBody({ trx, tenantId: auth.tenantId! }, 'requester', body, { check: requesterErrors })

const user = (auth: AuthContext) => ({ id: auth.eventsUserId, email: auth.email })

/** A valid requester body as the row's columns (an add and a change write the same ones). */
const requesterColumns = (d: Record<string, unknown>) => ({
  person_id: (d.person as { id: number } | undefined)?.id ?? null,
  name: (d.name as string | undefined) ?? null,
  email: (d.email as string | undefined) ?? null,
  phone: (d.phone as string | undefined) ?? null,
  situation: (d.situation as 'ACTIVE' | 'DISCARDED' | undefined) ?? 'ACTIVE',
  discard_reason: (d.discardReason as string | undefined) ?? null,
})

/** Adds a requester to a locked event (the caller locked it and bumps its version). */
export async function addRequester(trx: Trx, auth: AuthContext, eventId: number, body: unknown) {
  const d = await validRequester(trx, auth, body)
  const row = await trx
    .insertInto('event_requester')
    .values({ tenant_id: auth.tenantId!, event_id: eventId, ...requesterColumns(d) })
    .returning('id')
    .executeTakeFirstOrThrow()
  const added = (await listRequesters(trx, eventId)).find((r) => r.id === row.id)!
  await writeAudit(
    trx,
    auth.tenantId!,
    user(auth),
    insertedEntries(eventId, 'requester', row.id, added, audited),
  )
  return row.id
}

export async function changeRequester(
  trx: Trx,
  auth: AuthContext,
  eventId: number,
  id: number,
  body: unknown,
) {
  const before = (await listRequesters(trx, eventId)).find((r) => r.id === id)
  if (!before) throw notFound()
  const d = await validRequester(trx, auth, body)
  // A discarded requester stays discarded: it cannot be recovered within the event.
  if (before.situation === 'DISCARDED') throw conflict('event.requesterDiscarded')
  await trx.updateTable('event_requester').set(requesterColumns(d)).where('id', '=', id).execute()
  const after = (await listRequesters(trx, eventId)).find((r) => r.id === id)!
  await writeAudit(
    trx,
    auth.tenantId!,
    user(auth),
    diffEntries(eventId, 'requester', id, before, after, audited),
  )
}

export async function removeRequester(trx: Trx, auth: AuthContext, eventId: number, id: number) {
  const before = (await listRequesters(trx, eventId)).find((r) => r.id === id)
  if (!before) throw notFound()
  await trx.deleteFrom('event_requester').where('id', '=', id).execute()
  await writeAudit(trx, auth.tenantId!, user(auth), removedEntries(eventId, 'requester', id, before, audited))
}
