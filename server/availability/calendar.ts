import type { FastifyInstance } from 'fastify'
import { SITUATIONS, type Situation } from '../../common/events/situations.js'
import { allowedSituations } from '../events/visibility.js'
import { readCalendar } from './calendar-read.js'
import { idList, valueList, windowOf, windowQuery } from './window.js'
import { commaList } from '../http/comma-list.js'
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
        querystring: windowQuery({
          situations: commaList(
            { type: 'string', enum: [...SITUATIONS] },
            'Situations to show; all when absent.',
          ),
          eventTypes: commaList({ type: 'integer', minimum: 1 }, 'Event types to show; all when absent.'),
        }),
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
      return request.withTenant((trx) => readCalendar(trx, request.auth, w, wanted, types))
    },
  )
}
