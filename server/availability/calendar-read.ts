import type { Actor } from '../auth/actor.js'
import type { Situation } from '../../common/events/situations.js'
import { seesOthers } from '../events/visibility.js'
import { findRecords } from '../registries/reader.js'
import type { Trx } from './engine.js'

/**
 * The calendar's entries (calendar.ts) in the window `w`: one per room booking of the events in
 * `wanted` situations the actor may see, one per event without a room there, each with its type.
 */
export async function readCalendar(
  trx: Trx,
  actor: Actor,
  w: { start: string; end: string },
  wanted: Situation[],
  types: number[] | undefined,
) {
  if (!wanted.length) return []
  let eq = trx
    .selectFrom('event as e')
    .leftJoin('event_environment as ee', (j) =>
      j
        .onRef('ee.tenant_id', '=', 'e.tenant_id')
        .onRef('ee.event_id', '=', 'e.id')
        .on('ee.occupied_end', '>', w.start)
        .on('ee.occupied_start', '<', w.end),
    )
    .select([
      'e.id',
      'e.name',
      'e.situation',
      'e.start_date',
      'e.end_date',
      'e.event_type_id',
      'ee.environment_id',
      'ee.start_date_hour',
      'ee.end_date_hour',
    ])
    .where('e.situation', 'in', wanted)
    .where('e.start_date', '<', w.end)
    .where('e.end_date', '>', w.start)
  if (types) eq = eq.where('e.event_type_id', 'in', types)
  if (!seesOthers(actor)) eq = eq.where('e.created_by', '=', actor.eventsUserId ?? 0)
  const rows = await eq.orderBy('e.start_date').orderBy('e.id').limit(5000).execute()
  const roomIds = [...new Set(rows.map((r) => r.environment_id).filter((id): id is number => id !== null))]
  const names = new Map((await findRecords(trx, 'environment', { ids: roomIds })).map((r) => [r.id, r.name]))
  const typeIds = [...new Set(rows.map((r) => r.event_type_id).filter((id): id is number => id !== null))]
  const typeNames = new Map(
    (await findRecords(trx, 'event-type', { ids: typeIds })).map((r) => [r.id, r.name]),
  )
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    startDate: r.start_date_hour ?? r.start_date,
    endDate: r.end_date_hour ?? r.end_date,
    situation: r.situation,
    isEnvironmentReservation: r.environment_id !== null,
    environment:
      r.environment_id === null ? null : { id: r.environment_id, name: names.get(r.environment_id) },
    eventType:
      r.event_type_id === null ? null : { id: r.event_type_id, name: typeNames.get(r.event_type_id) },
  }))
}
