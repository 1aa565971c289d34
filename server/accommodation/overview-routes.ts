import type { FastifyInstance } from 'fastify'
import { badRequest, fieldError } from '../http/errors.js'
import { findRecords } from '../registries/reader.js'
import { cannotSee } from '../events/visibility.js'
import { localToday } from '../../common/events/clock.js'
import { days } from '../integrations/dates.js'
import { windowOf, windowQuery } from '../availability/window.js'
import { unitTypes } from './unit-types.js'
import { activeLines, heldNights } from './active-lines.js'
import { askChannel } from './channel-port.js'
import { monthPeriod, periodQuery } from './period.js'
import { availabilityMapAnswer, reservationTimelineAnswer } from './answers.js'
import { nextDay } from '../../common/wire-dates.js'

const TIMELINE_MAX_DAYS = 370

/** The reservation timeline and the availability map (event-domain §2; DESIGN wave 2). */
export async function accommodationOverviewRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { start: string; end: string } }>(
    '/events/reservation-timeline',
    {
      config: { feature: 'RESERVATION_TIMELINE' },
      schema: { response: reservationTimelineAnswer, tags: ['accommodation'], querystring: windowQuery() },
    },
    (request) => {
      const w = windowOf(
        request.query.start,
        request.query.end,
        TIMELINE_MAX_DAYS,
        'availability.windowTooLong',
      )
      return request.withTenant(async (trx) => {
        // A stay is whole days: the window covers the days it touches.
        const to = w.end.slice(11) > '00:00:00' ? nextDay(w.end.slice(0, 10)) : w.end.slice(0, 10)
        const lines = await activeLines(trx, w.start.slice(0, 10), to)
        const types = await unitTypes(trx)
        const shown = new Set(types.map((t) => t.id))
        // A type switched off still shows the blocks already made of it.
        const missing = [...new Set(lines.map((l) => l.hosting_unit_type_id))].filter((id) => !shown.has(id))
        const extra = await findRecords(trx, 'hosting-unit-type', { ids: missing })
        return {
          rentalUnitTypes: [
            ...types.map((t) => ({ id: t.id, name: t.name })),
            ...extra.map((t) => ({ id: t.id, name: String(t.name) })),
          ],
          reservations: lines.map((r) => ({
            id: r.id,
            eventId: r.event_id,
            eventName: cannotSee(request.auth, r) ? null : r.name,
            situation: r.situation,
            hostingUnitType: { id: r.hosting_unit_type_id },
            start: r.start_date,
            end: r.end_date,
            rooms: r.room_quantity,
          })),
        }
      })
    },
  )

  app.get<{ Querystring: { start: string; end: string } }>(
    '/events/availability-map',
    {
      config: { feature: 'AVAILABILITY_MAP' },
      schema: {
        response: availabilityMapAnswer,
        tags: ['accommodation'],
        description: 'Nights from start to end, both included; at most the days of the start month.',
        querystring: periodQuery(['start', 'end']),
      },
    },
    async (request) => {
      const { start, end } = monthPeriod(request.query.start, request.query.end, ['start', 'end'])
      const dates = days(start, end)
      if (dates.length > 31) throw badRequest([fieldError('end', 'accommodation.periodOverMonth')])
      const { types, lines } = await request.withTenant(async (trx) => ({
        types: await unitTypes(trx),
        lines: await activeLines(trx, start, nextDay(end)),
      }))
      if (!types.length) return []
      const q = { startDate: start, endDate: end, rentalUnitTypes: types.map((t) => t.code) }
      const stock = await askChannel(app, request.auth, 'availability', q, (c) => c.availability(q))
      const total = new Map(stock.map((s) => [`${s.date}|${s.rentalUnitTypeCode}`, s.total]))
      const today = localToday()
      const held = new Map<string, { blocked: number; pickedUp: number }>()
      for (const r of lines)
        for (const n of heldNights(r, today)) {
          const k = `${n.date}|${n.hostingUnitType.id}`
          const h = held.get(k) ?? { blocked: 0, pickedUp: 0 }
          h.blocked += n.blocked
          h.pickedUp += n.pickedUp
          held.set(k, h)
        }
      return dates.flatMap((date) =>
        types.map((t) => {
          const h = held.get(`${date}|${t.id}`) ?? { blocked: 0, pickedUp: 0 }
          const rooms = total.get(`${date}|${t.code}`) ?? 0
          return {
            date,
            hostingUnitType: { id: t.id, name: t.name },
            total: rooms,
            blocked: h.blocked,
            pickedUp: h.pickedUp,
            available: Math.max(0, rooms - h.blocked),
          }
        }),
      )
    },
  )
}
