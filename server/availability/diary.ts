import type { FastifyInstance } from 'fastify'
import { findRecords } from '../registries/reader.js'
import { holidayPeriod } from '../registries/rules/holidayPeriodFree.js'
import { SITUATIONS } from '../../common/events/situations.js'
import { allowedSituations, seesOthers } from '../events/visibility.js'
import { diaryJson, diaryVersion } from './diary-read.js'
import { DiaryCache } from './diary-cache.js'
import { availabilityAnswers } from './answers.js'
import type { Trx } from './engine.js'
import { idList, valueList, windowOf, windowQuery } from './window.js'
import { commaList } from '../http/comma-list.js'
import { nextDay } from '../../common/wire-dates.js'

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
 * range query per part, written as JSON by PostgreSQL (diary-read.ts); names of events the asker
 * may not see are null.
 */
export async function diaryRoutes(app: FastifyInstance) {
  const cache = new DiaryCache()
  app.get<{ Querystring: DiaryQuery }>(
    '/events/diary',
    {
      config: { feature: 'ENVIRONMENT_TIMELINE' },
      schema: {
        tags: ['availability'],
        querystring: windowQuery({
          environments: commaList({ type: 'integer', minimum: 1 }, 'Rooms to show; all when absent.'),
          situations: commaList(
            { type: 'string', enum: [...SITUATIONS] },
            'Situations to show; all when absent.',
          ),
        }),
        response: availabilityAnswers.diary,
      },
    },
    (request, reply) => {
      const q = request.query
      const w = windowOf(q.start, q.end, DIARY_MAX_DAYS, 'availability.windowTooLong')
      const ids = idList(q.environments, 'environments')
      const only = valueList(q.situations, 'situations', SITUATIONS)
      const reader = {
        seesOthers: seesOthers(request.auth),
        userId: request.auth.eventsUserId ?? null,
        situations: allowedSituations(request.auth),
      }
      // Everything the answer depends on besides the data: the window, the filters, who reads.
      const key = [
        request.auth.tenantId,
        w.start,
        w.end,
        ids?.join(',') ?? '*',
        only?.join(',') ?? '*',
        reader.seesOthers ? '*' : `u${reader.userId}`,
        reader.situations.join(','),
      ].join('|')
      void reply.type('application/json; charset=utf-8')
      return request.withTenant(async (trx) =>
        cache.answer(key, await diaryVersion(trx), async () => {
          const json = await diaryJson(trx, { ...w, rooms: ids, situations: only }, reader)
          // PostgreSQL wrote the big parts as JSON text (diary-read.ts): spliced, not parsed again.
          const body = `{"environments":${json.environments},"bookings":${json.bookings},"maintenances":${
            json.maintenances
          },"holidays":${JSON.stringify(await holidaysIn(trx, w))}}`
          return { version: json.version, body }
        }),
      )
    },
  )
}

/** The holidays' days inside the window, by date. */
async function holidaysIn(trx: Trx, w: { start: string; end: string }) {
  const days = (await findRecords(trx, 'holiday')).flatMap((h) => {
    const p = holidayPeriod(h as Record<string, unknown>)
    if (!p) return []
    const within: { date: string; name: string }[] = []
    for (let d = p[0]; d <= p[1]; d = nextDay(d))
      if (d >= w.start.slice(0, 10) && d < w.end.slice(0, 10) + 'T')
        within.push({ date: d, name: String(h.name) })
    return within
  })
  return days.sort((a, b) => a.date.localeCompare(b.date))
}
