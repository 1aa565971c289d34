/* eslint-disable no-restricted-syntax -- the bench seed writes registry rows set-wise on purpose (100k rows through the engine would take hours) */
/**
 * The set-wise statements of the diary seed (seed-diary.ts). The layout keeps the exclusion
 * constraint satisfied by construction: time is cut into 3-day slots; in each slot a simple room's
 * booking lies within day 0 06:00 → day 1 22:00 and a compound's within day 2 06:00 → 22:00, so
 * blocking bookings of a compound and of its parts never meet. Holds (bookings of situations that
 * queue without blocking; the rules' `holds` also list the blocking ones) last three days longer,
 * overlapping the next slot of their room (and the compound's day), so ranks above 1 occur.
 */
import { sql, type Transaction } from 'kysely'
import type { Database } from '../../server/db/types.js'
import { DIARY_MIX } from './event-mix.js'

export interface DiaryIds {
  compoundRoom: number
  bookings: number
}

/** Where the slots start: the bench asks about late 2026, in the middle of the data. */
export const diaryFrom = '2025-06-02'

interface Layout {
  tenantId: number
  room0: number
  ev: number
  ee: number
  bookings: number
  rules: { blocking: string[]; holds: string[] }
}

/**
 * Booking g takes room g % 300 in slot g / 300; the two bookings 2m and 2m+1 belong to event m (two
 * neighbouring rooms, same period). The situation turns with the slot, so every room sees each.
 */
export async function spreadBookings(trx: Transaction<Database>, l: Layout) {
  await sql`
    create temp table diary_booking on commit drop as
    select g, r, m, sit,
      slot + case when r >= 270 then interval '2 days 8 hours' else interval '8 hours' end as s,
      slot + case when r >= 270 then interval '2 days 18 hours' else interval '1 day 18 hours' end
        + case when sit = any(${l.rules.holds}::text[]) and not sit = any(${l.rules.blocking}::text[])
            then interval '3 days' else interval '0' end as e
    from generate_series(0, ${sql.lit(l.bookings - 1)}) g,
      lateral (select g % 300 as r, g / 2 as m, timestamp '${sql.raw(diaryFrom)}' + (g / 300) * interval '3 days' as slot) a,
      lateral (select (${DIARY_MIX}::text[])[1 + (m + 3 * (g / 300)) % ${sql.lit(DIARY_MIX.length)}] as sit) b`.execute(
    trx,
  )
  await sql`
    insert into event (tenant_id, id, name, client_name, start_date, end_date, situation, priority, estimated_people)
    select ${sql.lit(l.tenantId)}, ${sql.lit(l.ev)} + m, (array['Congresso','Casamento','Feira','Workshop'])[1 + m % 4] || ' ' || m,
      'Cliente ' || (m % 97), s, e, sit, 'ONE', 20 + m % 300
    from diary_booking where g % 2 = 0 order by m`.execute(trx)
  // The spread trigger would run two statements per row: the same spread is done below in one.
  // The diary-version trigger (0040) is deferred: 100,000 of its events queued on the table would
  // make the ALTER … ENABLE below fail ("pending trigger events"); the version is bumped once instead.
  await sql`alter table event_environment disable trigger event_environment_spread`.execute(trx)
  await sql`alter table event_environment disable trigger event_environment_diary`.execute(trx)
  await sql`
    insert into event_environment (tenant_id, id, event_id, environment_id, start_date_hour, end_date_hour, data, blocking)
    select ${sql.lit(l.tenantId)}, ${sql.lit(l.ee)} + g, ${sql.lit(l.ev)} + m, ${sql.lit(l.room0)} + r, s, e,
      case g % 3 when 0 then jsonb_build_object('assemblyStart', to_char(s - interval '2 hours', 'YYYY-MM-DD"T"HH24:MI:SS'))
                 when 1 then jsonb_build_object('disassemblyDeadline', to_char(e + interval '4 hours', 'YYYY-MM-DD"T"HH24:MI:SS'))
                 else '{}'::jsonb end,
      sit = any(${l.rules.blocking}::text[])
    from diary_booking order by g`.execute(trx)
  await sql`alter table event_environment enable trigger event_environment_spread`.execute(trx)
  await sql`alter table event_environment enable trigger event_environment_diary`.execute(trx)
  await sql`select eventdesk_diary_bump(${sql.lit(l.tenantId)})`.execute(trx)
  await sql`
    insert into booking_occupancy (tenant_id, event_environment_id, event_id, simple_environment_id, occupied,
      occupied_start, occupied_end, blocking)
    select ee.tenant_id, ee.id, ee.event_id, coalesce(p.part_id, ee.environment_id), ee.occupied,
      ee.occupied_start, ee.occupied_end, ee.blocking
    from event_environment ee
    left join environment_part p on p.tenant_id = ee.tenant_id and p.environment_id = ee.environment_id
    where ee.tenant_id = ${sql.lit(l.tenantId)}`.execute(trx)
  // A maintenance per ordinary room on a free day 2 (HOUSE_USE or BLOCK), as the diary shows them.
  await sql`
    insert into registry_record (tenant_id, registry, id, data)
    select ${sql.lit(l.tenantId)}, 'environment-maintenance', ${sql.lit(l.room0)} + 300 + r, jsonb_build_object(
      'type', case when r % 2 = 0 then 'HOUSE_USE' else 'BLOCK' end,
      'environment', jsonb_build_object('id', ${sql.lit(l.room0)} + r),
      'startDateHour', to_char(d + interval '2 days 6 hours', 'YYYY-MM-DD"T"HH24:MI:SS'),
      'endDateHour', to_char(d + interval '2 days 22 hours', 'YYYY-MM-DD"T"HH24:MI:SS'),
      'observation', 'Manutenção ' || r)
    from generate_series(60, 269) r,
      lateral (select timestamp '${sql.raw(diaryFrom)}' + r * interval '3 days' as d) x`.execute(trx)
}

/** Every hold's rank, by rerank's rule: 1 + the other events' bookings ahead on a shared simple room. */
export async function rankAllHolds(trx: Transaction<Database>, tenantId: number, holds: string[]) {
  await sql`
    with ranked as (
      select ee.id, 1 + (
        select count(distinct o.id) from booking_occupancy mine
        join booking_occupancy other on other.tenant_id = mine.tenant_id
          and other.simple_environment_id = mine.simple_environment_id
          and other.occupied_start < mine.occupied_end and other.occupied_end > mine.occupied_start
          and other.event_id <> mine.event_id
        join event_environment o on o.tenant_id = other.tenant_id and o.id = other.event_environment_id
        join event oe on oe.tenant_id = o.tenant_id and oe.id = o.event_id
        where mine.tenant_id = ee.tenant_id and mine.event_environment_id = ee.id
          and (o.blocking or (oe.situation = any(${holds}::text[]) and (o.hold_order, o.id) < (ee.hold_order, ee.id)))
      ) as rank
      from event_environment ee join event e on e.tenant_id = ee.tenant_id and e.id = ee.event_id
      where ee.tenant_id = ${sql.lit(tenantId)} and not ee.blocking and e.situation = any(${holds}::text[]))
    update event_environment ee set hold_rank = ranked.rank from ranked
    where ee.tenant_id = ${sql.lit(tenantId)} and ee.id = ranked.id`.execute(trx)
}
