import type { FastifyInstance } from 'fastify'
import { hasFeature } from '../auth/context.js'
import { establishmentLocale } from '../i18n/reader-locale.js'
import { salesDashboard } from './sales-dashboard.js'
import { salesDashboardAnswer } from './answers.js'

/** `GET /events/dashboard/sales`: the dashboard's pace and lost-business widgets (issue 38). */
export async function salesDashboardRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { language?: string } }>(
    '/events/dashboard/sales',
    {
      config: { feature: ['REPORT_PACE', 'REPORT_LOST_BUSINESS'] },
      schema: {
        tags: ['reports'],
        summary: 'Sales widgets of the dashboard',
        // The app's language; without it the establishment's (never the browser's Accept-Language).
        querystring: {
          type: 'object',
          properties: { language: { type: 'string', enum: ['pt-BR', 'es', 'en-us'] } },
        },
        response: salesDashboardAnswer,
      },
    },
    (request) =>
      request.withTenant(async (trx) => {
        const locale = await establishmentLocale(trx, request.query.language)
        return salesDashboard(trx, request.auth, locale, (f) => hasFeature(request.auth, f))
      }),
  )
}
