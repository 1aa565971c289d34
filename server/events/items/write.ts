/**
 * The one write path of an event item, and the answer every item call gives: lock the event
 * (404 / 403 / stale 409), permissions, validate, write, audit, bump the version. Kept apart
 * from the routes so other verbs on items (a booking's move) use it without speaking HTTP.
 */
import type { FastifyInstance } from 'fastify'
import { inActorTenant, type Actor } from '../../auth/actor.js'
import { hasFeature, type AuthContext } from '../../auth/context.js'
import { AppError, badRequest, fieldError, notFound, type FieldError } from '../../http/errors.js'
import { recordRefusedBooking } from '../lost-business/lost-business.js'
import { refusalOf } from '../bookings/refusals.js'
import { keepingDenials, type Kept } from '../lost-business/denials.js'
import { labelReferences } from '../../registries/labels.js'
import { bumpEventVersion, lockEventForChange } from '../event-lock.js'
import { writeAudit, diffEntries, insertedEntries, removedEntries, type AuditEntry } from '../audit/audit.js'
import { needFeature, user } from './checks.js'
import type { Item, ItemContext, ItemKind, Json, Operation, Trx } from './types.js'

/**
 * Which writes of this kind the asker's permissions allow, so the form offers only those (an add
 * button the person may not use ends in a refusal after filling the whole form). Rules that depend
 * on the event's data (payments already made, the situation) are still decided on the write.
 */
const permittedOf = (auth: AuthContext, kind: ItemKind): Record<Operation, boolean> => {
  const may = (op: Operation) => !kind.permissions?.[op] || hasFeature(auth, kind.permissions[op])
  return { add: may('add'), edit: may('edit'), remove: may('remove') }
}

/** The answer of every sub-item call: the event's current version, all items of the kind, and what the asker may do. */
export async function itemsAnswer(
  app: FastifyInstance,
  trx: Trx,
  kind: ItemKind,
  eventId: number,
  auth: AuthContext,
) {
  const content = await labelReferences(trx, app.registryModels, await kind.list(trx, eventId), kind.labels)
  await kind.decorate?.(trx, content)
  const { version } = await trx
    .selectFrom('event')
    .select('version')
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow()
  return { eventVersion: version, content, permitted: permittedOf(auth, kind) }
}

/**
 * Locks the event for a write and checks `eventVersion`, which writes require (a client that did
 * not read the event cannot change it). Absence and permissions answer first (404 / 403), then a
 * missing version (400), then a stale one (409).
 */
export async function lockWithVersion(trx: Trx, actor: Actor, eventId: number, value: unknown) {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  const version = typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 ? n : undefined
  const event = await lockEventForChange(trx, actor, eventId, version)
  if (version === undefined) throw badRequest([fieldError('eventVersion', 'error.required')])
  return event
}

function auditRows(
  kind: string,
  eventId: number,
  op: Operation,
  id: number,
  before: Item | undefined,
  after: Item | undefined,
  fields: readonly string[],
): AuditEntry[] {
  if (op === 'edit') return diffEntries(eventId, kind, id, before!, after!, fields)
  return op === 'add'
    ? insertedEntries(eventId, kind, id, after!, fields)
    : removedEntries(eventId, kind, id, before!, fields)
}

/**
 * One write of one item in one transaction: lock the event (404 / 403 / stale 409), the kind's
 * permission and guard, validate, write, audit, bump the version, and answer from the same
 * transaction. Jobs queued in it (removing a file's bytes) exist once it commits. A caller that
 * reads no answer (the demo seed, `answer: false`) gets the event's version and the item's id
 * only: the same write, audit and events without the kind's list read back and labelled.
 */
export async function writeItem<A extends boolean = true>(
  app: FastifyInstance,
  actor: Actor,
  kind: ItemKind,
  op: Operation,
  eventId: number,
  version: unknown,
  body: Json,
  id?: number,
  { answer = true as A }: { answer?: A } = {},
): Promise<A extends false ? WriteOnly : ItemWriteAnswer> {
  const out = await inActorTenant(app.database.db, actor, async (trx) => {
    const event = await lockWithVersion(trx, actor, eventId, version)
    const ctx: ItemContext = { trx, auth: actor, event, app, warnings: [] }
    needFeature(actor, kind.permissions?.[op])
    const before = id === undefined ? undefined : (await kind.list(trx, eventId, id))[0]
    if (id !== undefined && !before) throw notFound()
    await kind.guard?.(ctx, op, before)
    let itemId = id
    if (op === 'remove') await kind.remove(ctx, before!)
    else {
      // A booking refused for availability is recorded as lost business and that row commits,
      // while everything the write did is undone (events/lost-business/denials.ts: nothing of the booking stays).
      // Only a request that could not be met is lost business: a refused move is not (types.ts `trial`).
      // Another kind's write has no refusal to keep, so it needs no savepoint of its own.
      const books = kind.kind === 'environment' && !kind.trial
      const write = async () => {
        const data = await kind.validate(ctx, body, before)
        if (op === 'add') itemId = await kind.insert(ctx, data)
        else await kind.update(ctx, before!, data)
      }
      const kept: Kept<void> = books
        ? await keepingDenials(trx, write, (err) => {
            const refused = refusalOf(err)
            return refused && (() => recordRefusedBooking(trx, actor, event, err as AppError, refused))
          })
        : { value: await write() }
      if (kept.refused) return { refused: kept.refused }
    }
    const after = op === 'remove' ? undefined : (await kind.list(trx, eventId, itemId))[0]
    await writeAudit(
      trx,
      actor.tenantId!,
      user(actor),
      auditRows(kind.kind, eventId, op, itemId!, before, after, kind.audited),
    )
    const eventVersion = await bumpEventVersion(trx, eventId)
    if (!answer) return { eventVersion, id: itemId }
    const out = await itemsAnswer(app, trx, kind, eventId, actor)
    return ctx.warnings.length ? { ...out, id: itemId, warnings: ctx.warnings } : { ...out, id: itemId }
  })
  // The refusal is answered once its lost-business row has committed.
  if ('refused' in out) throw out.refused
  return out as A extends false ? WriteOnly : ItemWriteAnswer
}

/** What an item write answers a caller that reads no answer. */
export interface WriteOnly {
  eventVersion: number
  id: number | undefined
}

/** The items answer of the write's kind, with the written item's id and any warnings. */
export type ItemWriteAnswer = Awaited<ReturnType<typeof itemsAnswer>> & {
  id: number | undefined
  warnings?: FieldError[]
}
