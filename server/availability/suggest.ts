import type { FastifyInstance } from 'fastify'
import { pageOf, pageQuerySchema } from '../http/page.js'
import { cannotSee } from '../events/visibility.js'
import { recordNoRoom } from '../events/lost-business/lost-business.js'
import { windowOf } from './window.js'
import { suggestPage } from './suggest-query.js'
import { availabilityAnswers } from './answers.js'
import { wireDateTime } from '../../common/wire-dates.js'

const SUGGEST_MAX_DAYS = 20
const when = wireDateTime()

interface SuggestQuery {
  startDate: string
  endDate: string
  format?: number
  people?: number
  page: number
  size: number
}

/**
 * The environment suggestion (event-domain §2, DESIGN "wave 2"): the active rooms whose capacity
 * in the format fits, each with whether it is free and the blocking bookings in its way (on it,
 * its parts or the compounds sharing one). One set-based query (suggest-query.ts) filters,
 * decides, sorts and pages; no lock is taken (a question). An answer without a free room
 * is recorded as lost business (events/lost-business/lost-business.ts).
 */
export async function suggestRoutes(app: FastifyInstance) {
  app.get<{ Querystring: SuggestQuery }>(
    '/events/environment-suggest',
    {
      config: { feature: 'ENVIRONMENT_SUGGEST' },
      schema: {
        tags: ['availability'],
        querystring: {
          type: 'object',
          required: ['startDate', 'endDate'],
          properties: {
            startDate: when,
            endDate: when,
            format: { type: 'integer', minimum: 1 },
            people: { type: 'integer', minimum: 1 },
            ...pageQuerySchema,
          },
        },
        response: availabilityAnswers.suggest,
      },
    },
    (request) => {
      const q = request.query
      const w = windowOf(q.startDate, q.endDate, SUGGEST_MAX_DAYS, 'availability.periodTooLong', [
        'startDate',
        'endDate',
      ])
      const page = q.page ?? 0
      const size = q.size ?? 20
      return request.withTenant(async (trx) => {
        const rows = await suggestPage(trx, { ...q, start: w.start, end: w.end, page, size })
        // Free rooms come first: when the first page opens on a taken room (or none fits), no room
        // is free for the period and people asked, and the enquiry is lost business.
        if (page === 0 && !rows[0]?.checked) {
          const rates = rows
            .filter((r) => r.id !== null && r.daily_rate != null)
            .map((r) => Number(r.daily_rate))
          const cheapestRate = rates.length ? Math.min(...rates) : null
          await recordNoRoom(trx, request.auth, {
            start: w.start,
            end: w.end,
            people: q.people,
            cheapestRate,
          })
        }
        const content = rows
          .filter((r) => r.id !== null)
          .map((r) => ({
            environment: {
              id: r.id,
              name: r.name,
              dailyRate: r.daily_rate ?? null,
              environmentFormats: r.formats,
            },
            // A BLOCK maintenance refuses any booking; HOUSE_USE only warns, so it leaves the room free.
            checked: r.checked,
            eventConflicts: r.conflicts.map((c) => ({
              eventId: c.eventId,
              name: cannotSee(request.auth, { created_by: c.createdBy, situation: c.situation })
                ? null
                : c.name,
              situation: c.situation,
              start: c.start,
              end: c.end,
            })),
          }))
        return pageOf(content, rows[0]?.total ?? 0, page, size)
      })
    },
  )
}
