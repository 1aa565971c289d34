import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { reportCatalogue } from './catalogue.js'
import { generateReport, REPORT_TASK } from './generate.js'
import { reportRoutes } from './routes.js'
import { salesDashboardRoutes } from './sales-dashboard-routes.js'
import { dashboardRoutes } from './dashboard/dashboard.js'

/**
 * Reports: the routes (ask, preview data, the person's list), the generation job, the dashboards
 * (the home dashboard and the sales one, whose figures the reports share), and which file a
 * report's reference names (the owner's only) for `GET /events/file/r/{reference}`.
 */
export const reportsDomain = fp(
  async (app: FastifyInstance) => {
    const reports = reportCatalogue()
    app.jobs.register(REPORT_TASK, (ctx) => generateReport(ctx, reports))
    app.files.onReference(async (trx, reference, auth) => {
      const r = await trx
        .selectFrom('report')
        .select(['file_id', 'file_name'])
        .where('reference', '=', reference)
        .where('owner_id', '=', auth.userId)
        .where('status', '=', 'GENERATED')
        .executeTakeFirst()
      return r?.file_id ? { fileId: r.file_id, name: r.file_name ?? 'report' } : null
    })
    await app.register(async (scope) => reportRoutes(scope, reports))
    await app.register(salesDashboardRoutes)
    await app.register(dashboardRoutes)
  },
  { name: 'reports', dependencies: ['jobs', 'files'] },
)
