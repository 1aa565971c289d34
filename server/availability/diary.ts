import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { findRecords } from '../registries/reader.js'
import { recordView } from '../registries/view.js'
import { holidayPeriod } from '../registries/rules/holidayPeriodFree.js'
import { situations } from '../events/lifecycle.js'
import { cannotSee } from '../events/visibility.js'
import { overlapsPeriod } from './bounds.js'
import { idList, valueList, windowOf, windowQuery } from './window.js'

const DIARY_MAX_DAYS = 370

interface DiaryQuery {
  start: string
  end: string
  environments?: string
  situations?: string
}

/**
 * The diary read (DESIGN "wave 2"): rooms, the bookings occupying them in the window (with their
 * occupied range, whether they block and their hold rank), maintenances and holidays. One indexed
 * range query per part; names of events the asker may not see are null.
 */
export async function diaryRoutes(app: FastifyInstance) {
  app.get<{ Querystring: DiaryQuery }>(
    '/events/diary',
    {
      config: { feature: 'ENVIRONMENT_TIMELINE' },
      schema: {
        tags: ['availability'],
        querystring: windowQuery({ environments: { type: 'string' }, situations: { type: 'string' } }),
      },
    },
    (request) => {
      const q = request.query
      const w = windowOf(q.start, q.end, DIARY_MAX_DAYS, 'availability.windowTooLong')
      const ids = idList(q.environments, 'environments')
      const only = valueList(q.situations, 'situations', situations)
      return request.withTenant(async (trx) => {
        const rooms = await findRecords(trx, 'environment', { ids, orderBy: 'name' })
        const roomIds = rooms.map((r) => r.id)
        const parts = await trx
          .selectFrom('environment_part')
          .select(['environment_id', 'part_id'])
          .where('environment_id', 'in', roomIds.length ? roomIds : [0])
          .execute()
        let bq = trx
          .selectFrom('event_environment as ee')
          .innerJoin('event as e', (j) =>
            j.onRef('e.tenant_id', '=', 'ee.tenant_id').onRef('e.id', '=', 'ee.event_id'),
          )
          .select([
            'ee.id',
            'ee.event_id',
            'e.name',
            'e.created_by',
            'e.situation',
            'e.version',
            'ee.environment_id',
            'ee.start_date_hour',
            'ee.end_date_hour',
            'ee.occupied_start',
            'ee.occupied_end',
            'ee.blocking',
            'ee.hold_rank',
            sql<number | null>`(ee.data->>'dailyRate')::float8`.as('daily_rate'),
          ])
          .where('ee.environment_id', 'in', roomIds.length ? roomIds : [0])
          // Plain comparisons bounded on both sides: the start index of migration 0025 under forced RLS.
          .where(overlapsPeriod(trx, 'ee', w.start, w.end, 'event_environment'))
        if (only) bq = bq.where('e.situation', 'in', only)
        const bookings = await bq
          .orderBy('ee.occupied_start')
          .orderBy('ee.occupied_end')
          .orderBy('ee.id')
          .execute()
        const maintenances = await trx
          .selectFrom(
            recordView(trx, 'environment-maintenance', {
              type: 'text',
              environment: 'ref',
              startDateHour: 'timestamp',
              endDateHour: 'timestamp',
            }).as('m'),
          )
          .select(['m.id', 'm.type', 'm.environment', 'm.startDateHour', 'm.endDateHour'])
          .where('m.environment', 'in', roomIds.length ? roomIds : [0])
          .where(
            sql<boolean>`m."startDateHour" < ${w.end}::timestamp and m."endDateHour" > ${w.start}::timestamp`,
          )
          .execute()
        const holidays = (await findRecords(trx, 'holiday')).flatMap((h) => {
          const p = holidayPeriod(h as Record<string, unknown>)
          if (!p) return []
          const days: { date: string; name: string }[] = []
          for (let d = p[0]; d <= p[1]; d = nextDay(d))
            if (d >= w.start.slice(0, 10) && d < w.end.slice(0, 10) + 'T')
              days.push({ date: d, name: String(h.name) })
          return days
        })
        return {
          environments: rooms.map((r) => ({
            id: r.id,
            name: r.name,
            compound: r.compound === true,
            // With the booking's agreed rate, what a move asks about ("keep it or take the room's?").
            dailyRate: typeof r.dailyRate === 'number' ? r.dailyRate : null,
            parts: parts.filter((p) => Number(p.environment_id) === r.id).map((p) => Number(p.part_id)),
          })),
          bookings: bookings.map((b) => ({
            id: b.id,
            eventId: b.event_id,
            eventName: cannotSee(request.auth, b) ? null : b.name,
            dailyRate: cannotSee(request.auth, b) ? null : b.daily_rate,
            situation: b.situation,
            // The version a move of this booking sends (one call, no read of the event first).
            eventVersion: b.version,
            environment: { id: b.environment_id },
            start: b.start_date_hour,
            end: b.end_date_hour,
            occupiedStart: b.occupied_start,
            occupiedEnd: b.occupied_end,
            blocking: b.blocking,
            holdRank: b.hold_rank,
          })),
          maintenances: maintenances.map((m) => ({
            id: m.id,
            environment: { id: m.environment },
            type: m.type,
            start: m.startDateHour,
            end: m.endDateHour,
          })),
          holidays: holidays.sort((a, b) => a.date.localeCompare(b.date)),
        }
      })
    },
  )
}

function nextDay(d: string) {
  return new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
}
