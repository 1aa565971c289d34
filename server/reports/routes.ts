import type { FastifyInstance, FastifyRequest } from 'fastify'
import { hasFeature } from '../auth/context.js'
import { forbidden, notFound } from '../http/errors.js'
import { pageOf, pageQuerySchema } from '../http/page.js'
import { establishmentLocale } from '../i18n/reader-locale.js'
import { enqueueJob } from '../jobs/queue.js'
import { reportAnswers as answers } from './answers.js'
import type { ReportDefinition } from './definition.js'
import { REPORT_TASK } from './generate.js'
import { generateSchema, optionsSchema, pickOptions, scopeOf } from './options.js'
import type { ReportFormat } from './tables.js'
import { assertReportRoom, insertReport, reportsOf } from './report-repository.js'
import { columnsOfRun } from './run-columns.js'

const tags = ['reports']
const PREVIEW = 100
const typeParams = {
  type: 'object',
  required: ['type'],
  properties: { type: { type: 'string', maxLength: 40 } },
} as const

type Body = Record<string, unknown> & { format?: ReportFormat; language?: string }

/** The report of the path, if the caller holds its feature (404 unknown type, 403 without it). */
function reportOf(
  reports: ReadonlyMap<string, ReportDefinition>,
  request: FastifyRequest<{ Params: { type: string } }>,
) {
  const def = reports.get(request.params.type)
  if (!def) throw notFound()
  if (!hasFeature(request.auth, def.feature)) throw forbidden()
  return def
}

/** The report routes of DESIGN.md wave 2 "Reports". */
export async function reportRoutes(app: FastifyInstance, reports: ReadonlyMap<string, ReportDefinition>) {
  // Any report's feature opens the routes; each type then needs its own.
  const config = { feature: [...reports.values()].map((r) => r.feature) }

  app.post<{ Params: { type: string }; Body: Body }>(
    '/events/report/:type',
    {
      config: { ...config, throttled: true },
      schema: { tags, params: typeParams, body: generateSchema, response: answers.requested },
    },
    async (request, reply) => {
      const def = reportOf(reports, request)
      const options = pickOptions(request.body)
      const { auth } = request
      const reference = await request.withTenant(async (trx) => {
        const locale = await establishmentLocale(trx, request.body.language)
        await assertReportRoom(trx, app.config.reportsAtOnce)
        // The job and the report row commit together (outbox): no report without its job.
        const job = await enqueueJob(trx, {
          task: REPORT_TASK,
          tenantId: auth.tenantId,
          ownerEmail: auth.email,
          payload: { type: def.type },
          maxAttempts: 3,
        })
        await insertReport(trx, {
          tenant_id: auth.tenantId!,
          reference: job.reference,
          type: def.type,
          format: request.body.format!,
          options: JSON.stringify(options),
          scope: JSON.stringify(scopeOf(auth)),
          locale,
          owner_id: auth.userId,
          owner_email: auth.email.trim().toLowerCase(),
        })
        return job.reference
      })
      app.jobs.worker.wake()
      return reply.code(202).send({ reference, status: 'GENERATING' })
    },
  )

  app.post<{ Params: { type: string }; Body: Body }>(
    '/events/report/:type/data',
    { config, schema: { tags, params: typeParams, body: optionsSchema, response: answers.data } },
    async (request) => {
      const def = reportOf(reports, request)
      const options = pickOptions(request.body ?? {})
      return request.withTenant(async (trx) => {
        const locale = await establishmentLocale(trx, request.body?.language)
        const c = { scope: scopeOf(request.auth), options, locale }
        const { rows } = await def.batch(trx, c, null, PREVIEW)
        return {
          rows: rows.slice(0, PREVIEW),
          total: await def.count(trx, c),
          chart: await def.chart(trx, c),
          ...(def.panels ? { panels: await def.panels(trx, c) } : {}),
          columns: await columnsOfRun(def, trx, c),
        }
      })
    },
  )

  app.get<{ Querystring: { page: number; size: number } }>(
    '/events/report',
    {
      config,
      schema: {
        tags,
        querystring: {
          type: 'object',
          properties: { page: pageQuerySchema.page, size: pageQuerySchema.size },
        },
        response: answers.mine,
      },
    },
    async (request) => {
      const { page, size } = request.query
      return request.withTenant(async (trx) => {
        const { rows, total } = await reportsOf(trx, request.auth.userId, page, size)
        const content = rows.map((r) => ({
          reference: r.reference,
          type: r.type,
          status: r.status,
          progress: r.progress,
          fileName: r.file_name,
          fileExtension: r.file_extension,
          createdAt: r.created_at,
          error: r.error,
        }))
        return pageOf(content, total, page, size)
      })
    },
  )
}
