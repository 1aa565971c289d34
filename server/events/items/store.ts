import { sql, type Insertable } from 'kysely'
import type { Database } from '../../db/types.js'
import type { Item, ItemContext, ItemKind, Json, Trx } from './types.js'

type Store = Pick<ItemKind, 'list' | 'insert' | 'update' | 'remove'>

/**
 * Storage of the kinds kept whole in `event_item.data` (meals, menus, departments, commissions…):
 * the JSON item is the stored data plus its id and creation time.
 */
export function jsonStore(kind: string): Store {
  return {
    async list(trx: Trx, eventId: number, id?: number) {
      let q = trx
        .selectFrom('event_item')
        .select(['id', 'data', 'created_at'])
        .where('event_id', '=', eventId)
        .where('kind', '=', kind)
      if (id !== undefined) q = q.where('id', '=', id)
      const rows = await q.orderBy('id').execute()
      return rows.map((r): Item => ({ id: r.id, ...r.data, createdAt: r.created_at }))
    },
    async insert(ctx: ItemContext, data: Json) {
      const row = await ctx.trx
        .insertInto('event_item')
        .values({
          tenant_id: ctx.auth.tenantId!,
          event_id: ctx.event.id,
          kind,
          data: JSON.stringify(data) as never,
          created_by: ctx.auth.eventsUserId,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },
    async update(ctx: ItemContext, before: Item, data: Json) {
      await ctx.trx
        .updateTable('event_item')
        .set({ data: JSON.stringify(data) as never, updated_at: sql`localtimestamp(0)` })
        .where('id', '=', before.id)
        .execute()
    },
    async remove(ctx: ItemContext, before: Item) {
      await ctx.trx.deleteFrom('event_item').where('id', '=', before.id).execute()
    },
  }
}

/** The kinds with a table of their own that the item routes write whole (equipment, payments). */
type ItemTable = 'event_equipment' | 'event_payment'

/** Writes of a kind with a table of its own: `columns` makes the row's columns from the JSON item. */
export function tableWrites<T extends ItemTable>(
  table: T,
  columns: (d: Json) => Omit<Insertable<Database[T]>, 'tenant_id' | 'event_id'>,
): Pick<ItemKind, 'insert' | 'update' | 'remove'> {
  const own = table as ItemTable
  return {
    async insert(ctx, d) {
      const row = await ctx.trx
        .insertInto(own)
        .values({ tenant_id: ctx.auth.tenantId!, event_id: ctx.event.id, ...columns(d) } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },
    async update(ctx, before, d) {
      await ctx.trx
        .updateTable(own)
        .set(columns(d) as never)
        .where('id', '=', before.id)
        .execute()
    },
    async remove(ctx, before) {
      await ctx.trx.deleteFrom(own).where('id', '=', before.id).execute()
    },
  }
}
