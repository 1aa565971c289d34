import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/types.js'
import { nights } from '../dates.js'

type Trx = Transaction<Database>

/** Rooms the built-in channel sells of a rental-unit type on a night it has no stock row for. */
export const LOCAL_ROOMS_PER_TYPE = 10

const key = (code: string, night: string) => `${code}|${night}`

/** The channel's stock per `code|night` for some codes and nights (the default where no row). */
export async function stockOf(trx: Trx, codes: string[], from: string, to: string) {
  const rows = codes.length
    ? await trx
        .selectFrom('local_channel_inventory')
        .select(['code', 'night', 'rooms'])
        .where('code', 'in', codes)
        .where('night', '>=', from)
        .where('night', '<=', to)
        .execute()
    : []
  const map = new Map(rows.map((r) => [key(r.code, r.night), r.rooms]))
  return (code: string, night: string) => map.get(key(code, night)) ?? LOCAL_ROOMS_PER_TYPE
}

/**
 * Locks the stock rows of every night a sale touches, writing the default row where there is
 * none yet: two sales of the same type and night queue here, so the second counts what the
 * first sold (the race is decided by these row locks, not by the callers' timing). Rows are
 * locked in one sorted statement so two sales of several types cannot deadlock.
 */
export async function lockStock(
  trx: Trx,
  tenantId: number,
  rooms: { rentalUnitTypeCode: string; startDate: string; endDate: string }[],
) {
  const wanted = new Map<string, { code: string; night: string }>()
  for (const r of rooms)
    for (const night of nights(r.startDate, r.endDate))
      wanted.set(key(r.rentalUnitTypeCode, night), { code: r.rentalUnitTypeCode, night })
  const list = [...wanted.values()].sort((a, b) => (key(a.code, a.night) < key(b.code, b.night) ? -1 : 1))
  if (!list.length) return
  await trx
    .insertInto('local_channel_inventory')
    .values(
      list.map((w) => ({ tenant_id: tenantId, code: w.code, night: w.night, rooms: LOCAL_ROOMS_PER_TYPE })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute()
  await trx
    .selectFrom('local_channel_inventory')
    .select('night')
    .where(sql<boolean>`(code, night) in (${sql.join(list.map((w) => sql`(${w.code}, ${w.night}::date)`))})`)
    .orderBy('code')
    .orderBy('night')
    .forUpdate()
    .execute()
}

/** Sets the rooms the built-in channel sells of a type on each of these nights (the admin's grid). */
export async function setStock(trx: Trx, tenantId: number, code: string, dates: string[], rooms: number) {
  await trx
    .insertInto('local_channel_inventory')
    .values(
      dates.map((night) => ({
        tenant_id: tenantId,
        code,
        night,
        rooms,
      })),
    )
    .onConflict((oc) => oc.columns(['tenant_id', 'code', 'night']).doUpdateSet({ rooms }))
    .execute()
}
