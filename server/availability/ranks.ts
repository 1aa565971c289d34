import { sql } from 'kysely'
import { notify } from '../notifications/notify.js'
import { asLocale, translate } from '../i18n/translate.js'
import { getRecord } from '../registries/reader.js'
import { tenantPredicate } from '../db/tenant.js'
import type { Trx } from './engine.js'
import type { BookingArea } from '../events/bookings/port.js'

/** Simple rooms over periods whose bookings may have changed rank (the port's type). */
export type Area = BookingArea

/** Where the given bookings lie now (read before a move or a removal to rank what they leave). */
export async function areasOf(trx: Trx, by: { bookingId?: number; eventId?: number }): Promise<Area[]> {
  let q = trx
    .selectFrom('booking_occupancy')
    .select([
      'simple_environment_id as simple',
      sql<string>`lower(occupied)::text`.as('start'),
      sql<string>`upper(occupied)::text`.as('end'),
      'blocking',
    ])
  if (by.bookingId !== undefined) q = q.where('event_environment_id', '=', by.bookingId)
  if (by.eventId !== undefined) q = q.where('event_id', '=', by.eventId)
  return (await q.execute()).map((a) => ({ ...a, simple: Number(a.simple) }))
}

/**
 * Recomputes, set-wise, the hold rank of every booking overlapping the areas: a hold is ranked
 * 1 + the bookings of other events ahead of it on a shared simple room (blocking ones, then holds
 * taken earlier); a blocking booking or one of an event that holds nothing has no rank. Only
 * bookings that overlap a changed one can change rank, so one hop is enough. Returns the holds
 * that moved up.
 */
export async function rerank(trx: Trx, areas: Area[] | 'all', holds: string[]) {
  if (!areas.length) return []
  const list = areas === 'all' ? [] : areas
  const { rows } = await sql<{
    id: number
    event_id: number
    environment_id: number
    old_rank: number | null
    new_rank: number
  }>`
    with area as (
      select * from unnest(${list.map((a) => a.simple)}::bigint[], ${list.map((a) => a.start)}::timestamp[],
        ${list.map((a) => a.end)}::timestamp[]) as t(simple, s, e)),
    touched as (${
      // 'all': a change of the block flags re-ranks every booking of the tenant.
      areas === 'all'
        ? sql`select ee.id from event_environment ee where ${tenantPredicate(trx, 'ee')}`
        : sql`select distinct bo.event_environment_id as id from booking_occupancy bo
      join area on bo.simple_environment_id = area.simple and bo.occupied_start < area.e and bo.occupied_end > area.s
      where ${tenantPredicate(trx, 'bo')}`
    }),
    ranked as (
      select ee.id, ee.hold_rank as old_rank,
        case when ee.blocking or not e.situation = any(${holds}::text[]) then null else 1 + (
          select count(distinct o.id) from booking_occupancy mine
          join booking_occupancy other on other.tenant_id = mine.tenant_id
            and other.simple_environment_id = mine.simple_environment_id
            and other.occupied_start < mine.occupied_end and other.occupied_end > mine.occupied_start and other.event_id <> mine.event_id
          join event_environment o on o.tenant_id = other.tenant_id and o.id = other.event_environment_id
          join event oe on oe.tenant_id = o.tenant_id and oe.id = o.event_id
          where mine.tenant_id = ee.tenant_id and mine.event_environment_id = ee.id
            and (o.blocking or (oe.situation = any(${holds}::text[]) and (o.hold_order, o.id) < (ee.hold_order, ee.id))))
        end as new_rank
      from event_environment ee join event e on e.tenant_id = ee.tenant_id and e.id = ee.event_id
      where ${tenantPredicate(trx, 'ee')} and ee.id in (select id from touched))
    update event_environment ee set hold_rank = ranked.new_rank from ranked
    where ${tenantPredicate(trx, 'ee')} and ee.id = ranked.id and ee.hold_rank is distinct from ranked.new_rank
    returning ee.id, ee.event_id, ee.environment_id, ranked.old_rank, ranked.new_rank`.execute(trx)
  return rows.filter((r) => r.new_rank !== null && r.old_rank !== null && r.new_rank < r.old_rank)
}

/** "Room X is now yours as 1st option": to the coordinator of each event whose hold moved up. */
export async function notifyPromotions(
  trx: Trx,
  tenantId: number,
  promoted: { event_id: number; environment_id: number; new_rank: number }[],
  actor: number | null,
) {
  if (!promoted.length) return
  const company = await trx.selectFrom('company').select('language').executeTakeFirst()
  const locale = asLocale(company?.language)
  for (const p of promoted) {
    const event = await trx
      .selectFrom('event')
      .select(['name', 'created_by'])
      .where('id', '=', p.event_id)
      .executeTakeFirst()
    if (!event?.created_by) continue
    const room =
      (await getRecord(trx, 'environment', Number(p.environment_id)))?.name ?? String(p.environment_id)
    const params = { room, rank: p.new_rank, event: event.name, id: p.event_id }
    await notify(trx, {
      tenantId,
      toEventsUserId: event.created_by,
      type: 'NOTIFICATION',
      subject: translate(locale, 'availability.promotedSubject', params),
      description: translate(locale, 'availability.promotedText', params),
      createdBy: actor,
    })
  }
}
