import type { FastifyInstance } from 'fastify'
import { SITUATIONS, type Situation } from '../../common/events/situations.js'
import { allowedSituations, seesOthers } from '../events/visibility.js'
import { findRecords } from '../registries/reader.js'
import { idList, valueList, windowOf, windowQuery } from './window.js'
import { availabilityAnswers } from './answers.js'

const CALENDAR_MAX_DAYS = 400

/**
 * The event calendar (DESIGN "wave 2"): one entry per room booking of the events the asker may see
 * in the window (`isEnvironmentReservation: true`, the booking's period and room), and one per
 * event without a room there (its own dates), each with its event type. `eventTypes=1,2` keeps
 * those types' events only (the calendar's filter, asked of the server like situations).
 */
export async function calendarRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { start: string; end: string; situations?: string; eventTypes?: string } }>(
    '/events/event/calendar',
    {
      config: { feature: 'EVENT_CALENDAR' },
      schema: {
        tags: ['availability'],
        querystring: windowQuery({ situations: { type: 'string' }, eventTypes: { type: 'string' } }),
        response: availabilityAnswers.calendar,
      },
    },
    (request) => {
      const q = request.query
      const w = windowOf(q.start, q.end, CALENDAR_MAX_DAYS, 'availability.windowTooLong')
      const asked = (valueList(q.situations, 'situations', SITUATIONS) ?? SITUATIONS) as Situation[]
      const allowed = allowedSituations(request.auth)
      const wanted = asked.filter((s) => allowed.includes(s))
      const types = idList(q.eventTypes, 'eventTypes')
      return request.withTenant(async (trx) => {
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
        if (!seesOthers(request.auth)) eq = eq.where('e.created_by', '=', request.auth.eventsUserId ?? 0)
        const rows = await eq.orderBy('e.start_date').orderBy('e.id').limit(5000).execute()
        const roomIds = [
          ...new Set(rows.map((r) => r.environment_id).filter((id): id is number => id !== null)),
        ]
        const names = new Map(
          (await findRecords(trx, 'environment', { ids: roomIds })).map((r) => [r.id, r.name]),
        )
        const typeIds = [
          ...new Set(rows.map((r) => r.event_type_id).filter((id): id is number => id !== null)),
        ]
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
      })
    },
  )
}
