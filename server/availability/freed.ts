import { sql } from 'kysely'
import { notify } from '../notifications/notify.js'
import { asLocale, translate } from '../i18n/translate.js'
import { showDate } from '../../common/format.js'
import { getRecord } from '../registries/reader.js'
import { tenantPredicate } from '../db/tenant.js'
import { roomConflicts } from './conflicts.js'
import type { Trx } from './engine.js'
import type { Area } from './ranks.js'

/** A waiting event's wish that a freed area touches: its room over its period (or, roomless, a freed room over its dates). */
interface Wish {
  event_id: number
  name: string
  created_by: number
  environment_id: number
  start: string
  end: string
  /** The wish's rooms as the engine asks them: the booked room, or the freed simple room. */
  booked: boolean
}

/**
 * "Room X is free for your waiting event": told, in the writing transaction that freed it (a
 * blocking booking removed, moved, or no longer blocking with its event's situation), to the
 * coordinator (creator) of each waiting event that wants the room on those dates — its booking of
 * a room sharing a freed simple room, overlapping the freed period; a waiting event without rooms
 * wants any room over its dates. It is told only when the engine's room question now finds nothing
 * in the way over the whole period it wants (no blocking booking, no BLOCK maintenance): a room
 * still taken by another booking frees nothing for it. Called by `settled` (settle.ts) after `blocking`
 * is written, so the question sees the change; rows and the realtime push commit with the change.
 */
export async function notifyFreed(
  trx: Trx,
  tenantId: number,
  freed: Area[],
  eventId: number,
  actor: number | null,
) {
  if (!freed.length) return
  const { rows } = await sql<Wish>`
    with freed as (
      select * from unnest(${freed.map((a) => a.simple)}::bigint[], ${freed.map((a) => a.start)}::timestamp[],
        ${freed.map((a) => a.end)}::timestamp[]) as t(simple, s, e))
    select distinct w.id as event_id, w.name, w.created_by, we.environment_id,
      we.occupied_start::text as start, we.occupied_end::text as end, true as booked
    from freed
    join booking_occupancy wo on ${tenantPredicate(trx, 'wo')} and wo.simple_environment_id = freed.simple
      and wo.occupied_start < freed.e and wo.occupied_end > freed.s
    join event_environment we on ${tenantPredicate(trx, 'we')} and we.id = wo.event_environment_id
    join event w on ${tenantPredicate(trx, 'w')} and w.id = we.event_id
    where w.wait_list and w.id <> ${eventId} and w.created_by is not null
    union
    select distinct w.id, w.name, w.created_by, freed.simple,
      greatest(freed.s, w.start_date)::text, least(freed.e, w.end_date)::text, false
    from freed
    join event w on ${tenantPredicate(trx, 'w')} and w.start_date < freed.e and w.end_date > freed.s
    where w.wait_list and w.id <> ${eventId} and w.created_by is not null
      and not exists (select 1 from event_environment wn where ${tenantPredicate(trx, 'wn')} and wn.event_id = w.id)
    order by 1, 4`.execute(trx)
  const wishes = new Map<string, Wish>()
  for (const r of rows) {
    const taken = await roomConflicts(trx, {
      simple: r.booked ? { room: Number(r.environment_id) } : [Number(r.environment_id)],
      start: r.start,
      end: r.end,
    })
    if (!taken.length) wishes.set(`${r.event_id}:${r.environment_id}`, r)
  }
  if (!wishes.size) return
  const company = await trx.selectFrom('company').select('language').executeTakeFirst()
  const locale = asLocale(company?.language)
  for (const w of wishes.values()) {
    const room =
      (await getRecord(trx, 'environment', Number(w.environment_id)))?.name ?? `#${w.environment_id}`
    const params = { id: w.event_id, name: w.name, room, date: dayOf(w.start) }
    await notify(trx, {
      tenantId,
      toEventsUserId: Number(w.created_by),
      type: 'NOTIFICATION',
      subject: translate(locale, 'waitingList.roomFreedSubject', params),
      description: translate(locale, 'waitingList.roomFreedText', params),
      createdBy: actor,
    })
  }
}

/** The first day the room is wanted, as platform.md §9 shows dates (DD/MM/YYYY in every language). */
const dayOf = (ts: string) => showDate(ts.slice(0, 10))
