import type { FastifyInstance } from 'fastify'
import { filteredEvents, visibleSituations } from '../../events/list/list.js'
import { allowedSituations } from '../../events/visibility.js'
import { AWAITING_CONFIRMATION } from '../../../common/events/situations.js'
import { localDateTime } from '../../../common/events/clock.js'
import { toJson, type EventRow } from '../../events/model.js'
import { labelEvents } from '../../events/read.js'
import { eventsPerSituation, occupancyAhead } from './dashboard-charts.js'
import { revenueAhead, revenueSituations } from './dashboard-revenue.js'
import { dashboardAnswer } from '../../events/answers.js'

const dayStart = (offset: number) => {
  const d = new Date()
  d.setDate(d.getDate() + offset)
  d.setHours(0, 0, 0, 0)
  return localDateTime(d)
}
const dayEnd = (offset: number) => dayStart(offset).slice(0, 10) + 'T23:59:59'

/** The widgets of /DashboardDefault (event-domain.md §2), counted under the user's visibility. */
export async function dashboardRoutes(app: FastifyInstance) {
  app.get(
    '/events/event/dashboard',
    {
      config: { feature: 'EVENT' },
      schema: { tags: ['events'], summary: 'Dashboard widgets', response: dashboardAnswer },
    },
    (request) =>
      request.withTenant(async (trx) => {
        const allowed = allowedSituations(request.auth)
        const base = () => filteredEvents(trx, request.auth, {})
        const count = async (q: ReturnType<typeof base>) =>
          Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
        const inSituations = (q: ReturnType<typeof base>, s: readonly string[]) =>
          q.where('situation', 'in', s.filter((x) => allowed.includes(x as never)).concat('-'))
        const now = localDateTime()

        const awaiting = (days?: number) => {
          let q = inSituations(base(), ['CONFIRMED']).where('start_date', '>=', now)
          if (days !== undefined) q = q.where('start_date', '<=', dayEnd(days))
          return count(q)
        }
        const expiring = async (days: number) => {
          const window = (s: readonly string[]) =>
            count(
              inSituations(base(), s)
                .where('confirm_date', '>=', dayStart(0))
                .where('confirm_date', '<=', dayEnd(days)),
            )
          return {
            all: await window(AWAITING_CONFIRMATION),
            waitList: await window(['WAIT_LIST']),
            negotiation: await window(['NEGOTIATION']),
          }
        }
        const created = (days: number) =>
          count(inSituations(base(), allowed).where('created_at', '>=', dayStart(-days) as never))
        const next = await inSituations(base(), visibleSituations(request.auth))
          .where('start_date', '>=', now)
          .selectAll()
          .orderBy('start_date')
          .limit(10)
          .execute()

        const ahead = (await inSituations(base(), revenueSituations)
          .where('start_date', '>=', dayStart(0))
          .where('start_date', '<=', dayEnd(30))
          .selectAll()
          .execute()) as EventRow[]

        return {
          inProgress: await count(inSituations(base(), ['IN_PROGRESS'])),
          awaitingStart: { all: await awaiting(), next7: await awaiting(7), next30: await awaiting(30) },
          confirmationExpiring: {
            today: await expiring(0),
            next7: await expiring(7),
            next30: await expiring(30),
          },
          created: { today: await created(0), last7: await created(7), last30: await created(30) },
          nextEvents: await labelEvents(trx, app.registryModels, next.map(toJson)),
          perSituation: await eventsPerSituation(inSituations(base(), visibleSituations(request.auth))),
          occupancy: await occupancyAhead(trx, dayStart(0).slice(0, 10)),
          revenue: await revenueAhead(trx, ahead),
          at: now,
        }
      }),
  )
}
