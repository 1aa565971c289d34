import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'
import type { Database } from '../../db/types.js'
import type { AuthContext } from '../../auth/context.js'
import type { FieldError } from '../../http/errors.js'
import type { EventRow } from '../model.js'

export type Trx = Transaction<Database>
export type Json = Record<string, unknown>
export type Item = Json & { id: number }
export type Operation = 'add' | 'edit' | 'remove'

/** What a writer of an item works with: the transaction, the caller and the locked event row. */
export interface ItemContext {
  trx: Trx
  auth: AuthContext
  event: EventRow
  app: FastifyInstance
  /** Remarks that do not refuse the write (more people than the format holds); sent back as `warnings`. */
  warnings: FieldError[]
}

/**
 * One kind of event sub-item. The shared route pattern (routes.ts) does the rest: lock the
 * event, check `eventVersion`, permissions, audit I/U/D over `audited`, bump the version, answer.
 */
export interface ItemKind {
  /** Path segment, audit origin and schema name (schemas/event/<kind>.schema.json). */
  kind: string
  /** The spec's audited fields of this item (audit trail). */
  audited: readonly string[]
  /** References labelled in answers (`{id}` → `{id, name}`). */
  labels: { field: string; target: string }[]
  /** Features needed per write on top of EVENT (admins pass). */
  permissions?: Partial<Record<Operation, string>>
  /** Items of an event (one when `id` is given), without labels. */
  list(trx: Trx, eventId: number, id?: number): Promise<Item[]>
  /** Refusals that do not depend on the body (permissions that depend on the event's data). */
  guard?(ctx: ItemContext, op: Operation, before?: Item): Promise<void>
  /** The data to store for a new item or a change of `before`; throws 400 / 409. */
  validate(ctx: ItemContext, body: Json, before?: Item): Promise<Json>
  insert(ctx: ItemContext, data: Json): Promise<number>
  update(ctx: ItemContext, before: Item, data: Json): Promise<void>
  /** Deletes the item after its own rules (409 when something still needs it). */
  remove(ctx: ItemContext, before: Item): Promise<void>
  /**
   * A refusal of this write is a coordinator's trial, not a customer's request that could not be
   * met, so it is no lost business (a diary drag of a booking already made: issue 49).
   */
  trial?: boolean
  /** Adds fields to answers beyond registry labels (e.g. the room of a linked event environment). */
  decorate?(trx: Trx, items: Item[]): Promise<void>
}
