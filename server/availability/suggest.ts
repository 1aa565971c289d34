import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { findRecords } from '../registries/reader.js'
import { pageOf, pageQuerySchema } from '../http/page.js'
import { cannotSee } from '../events/visibility.js'
import { windowOf } from './window.js'
import type { Trx } from './engine.js'
import { tenantPredicate } from '../db/tenant.js'
import { recordView } from '../registries/view.js'

const SUGGEST_MAX_DAYS = 20
const when = { type: 'string', format: 'local-date-time' }

interface SuggestQuery {
  startDate: string
  endDate: string
  format?: number
  people?: number
  page: number
  size: number
}

type Formats = { format?: { id: number }; capacity?: number }[]

/** The candidate rooms with a BLOCK maintenance on them, a part of them or a compound they share a part with. */
async function blockedRooms(trx: Trx, ids: number[], start: string, end: string) {
  const m = recordView(trx, 'environment-maintenance', {
    type: 'text',
    environment: 'ref',
    startDateHour: 'timestamp',
    endDateHour: 'timestamp',
  })
  const { rows } = await sql<{ room: number }>`
    with cand as (select unnest(${ids.length ? ids : [0]}::bigint[]) as room),
    simple as (select c.room, coalesce(p.part_id, c.room) as simple
               from cand c left join environment_part p on p.environment_id = c.room and ${tenantPredicate(trx, 'p')}),
    sharing as (select s.room, s.simple as other from simple s
                union select s.room, q.environment_id from simple s
                join environment_part q on q.part_id = s.simple and ${tenantPredicate(trx, 'q')})
    select distinct sh.room from sharing sh
    join ${m.as('m')} on m.environment = sh.other
    where m.type = 'BLOCK' and m."startDateHour" < ${end}::timestamp and m."endDateHour" > ${start}::timestamp`.execute(
    trx,
  )
  return new Set(rows.map((r) => Number(r.room)))
}

/**
 * The environment suggestion (event-domain §2, DESIGN "wave 2"): the active rooms whose capacity
 * in the format fits, each with whether it is free and the blocking bookings in its way (on it,
 * its parts or the compounds sharing one). The conflicts of every candidate come from one
 * set-based query over the occupancy rows.
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
      },
    },
    (request) => {
      const q = request.query
      const w = windowOf(q.startDate, q.endDate, SUGGEST_MAX_DAYS, 'availability.periodTooLong', [
        'startDate',
        'endDate',
      ])
      return request.withTenant(async (trx) => {
        const rooms = (await findRecords(trx, 'environment', { activeOnly: true, orderBy: 'name' })).filter(
          (r) => {
            const formats = (r.formats ?? []) as Formats
            if (q.format === undefined)
              return q.people === undefined || formats.some((f) => (f.capacity ?? 0) >= q.people!)
            const f = formats.find((x) => x.format?.id === q.format)
            return !!f && (q.people === undefined || (f.capacity ?? 0) >= q.people)
          },
        )
        const ids = rooms.map((r) => r.id)
        const formatIds = [
          ...new Set(rooms.flatMap((r) => ((r.formats ?? []) as Formats).map((f) => f.format?.id ?? 0))),
        ]
        const names = new Map(
          (await findRecords(trx, 'environment-format', { ids: formatIds })).map((f) => [f.id, f.name]),
        )
        const { rows } = await sql<{
          room: number
          event_id: number
          name: string
          created_by: number | null
          situation: string
          start: string
          end: string
        }>`
          with cand as (select unnest(${ids.length ? ids : [0]}::bigint[]) as room),
          simple as (select c.room, coalesce(p.part_id, c.room) as simple
                     from cand c left join environment_part p on p.environment_id = c.room
                       and ${tenantPredicate(trx, 'p')})
          select distinct s.room, e.id as event_id, e.name, e.created_by, e.situation,
            to_char(lower(ee.occupied), 'YYYY-MM-DD"T"HH24:MI:SS') as start,
            to_char(upper(ee.occupied), 'YYYY-MM-DD"T"HH24:MI:SS') as end
          from simple s
          join booking_occupancy bo on bo.simple_environment_id = s.simple and bo.blocking
            and bo.occupied && tsrange(${w.start}::timestamp, ${w.end}::timestamp)
          join event_environment ee on ee.tenant_id = bo.tenant_id and ee.id = bo.event_environment_id
          join event e on e.tenant_id = ee.tenant_id and e.id = ee.event_id
          where ${tenantPredicate(trx, 'bo')}
          order by s.room, start`.execute(trx)
        const blocked = await blockedRooms(trx, ids, w.start, w.end)
        const content = rooms.map((r) => {
          const conflicts = rows.filter((c) => Number(c.room) === r.id)
          return {
            environment: {
              id: r.id,
              name: r.name,
              dailyRate: r.dailyRate ?? null,
              environmentFormats: ((r.formats ?? []) as Formats).map((f) => ({
                format: { id: f.format?.id, name: names.get(f.format?.id ?? 0) ?? null },
                capacity: f.capacity,
              })),
            },
            // A BLOCK maintenance refuses any booking; HOUSE_USE only warns, so it leaves the room free.
            checked: conflicts.length === 0 && !blocked.has(r.id),
            eventConflicts: conflicts.map((c) => ({
              eventId: c.event_id,
              name: cannotSee(request.auth, c) ? null : c.name,
              situation: c.situation,
              start: c.start,
              end: c.end,
            })),
          }
        })
        // Free rooms first, then by name (findRecords' order).
        content.sort((x, y) => Number(y.checked) - Number(x.checked))
        const page = q.page ?? 0
        const size = q.size ?? 20
        return pageOf(content.slice(page * size, (page + 1) * size), content.length, page, size)
      })
    },
  )
}
