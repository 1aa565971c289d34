import type { FastifyInstance } from 'fastify'
import { forbidden, notFound } from '../http/errors.js'
import { membershipsOf, technicalTenants } from './identity.js'
import { page, pageQuerySchema } from '../http/page.js'
import { authAnswers as answers } from './answers.js'

/** Tenant discovery before a tenant is chosen: only the caller's own tenants. */
export async function tenantRoutes(app: FastifyInstance) {
  const own = (email: string, username?: string) => {
    if (username && username.trim().toLowerCase() !== email.toLowerCase()) throw forbidden()
  }
  const tenantsOf = async (userId: number, technicalTenant: number | null, search?: string) => {
    if (technicalTenant) return technicalTenants(app.database.db, technicalTenant)
    return (await membershipsOf(app.database.db, userId, search))
      .filter((m) => m.active)
      .map((m) => ({ id: m.tenantId, code: m.code, name: m.name }))
  }

  app.get<{ Querystring: { username?: string } }>(
    '/events/tenants/tenant-id',
    {
      config: { tenantOptional: true },
      schema: {
        tags: ['auth'],
        querystring: { type: 'object', properties: { username: { type: 'string' } } },
        response: answers.tenantId,
      },
    },
    async (request) => {
      own(request.auth.email, request.query.username)
      const [first] = await tenantsOf(
        request.auth.userId,
        request.auth.technical ? request.auth.tenantId : null,
      )
      if (!first) throw notFound()
      return { tenantId: first.id }
    },
  )

  app.get<{ Querystring: { username?: string; search?: string; page?: number; size?: number } }>(
    '/events/tenants/tenant-user',
    {
      config: { tenantOptional: true },
      schema: {
        tags: ['auth'],
        querystring: {
          type: 'object',
          properties: { username: { type: 'string' }, search: { type: 'string' }, ...pageQuerySchema },
        },
        response: answers.tenants,
      },
    },
    async (request) => {
      own(request.auth.email, request.query.username)
      const all = await tenantsOf(
        request.auth.userId,
        request.auth.technical ? request.auth.tenantId : null,
        request.query.search,
      )
      return page(all, request.query.page, request.query.size)
    },
  )

  app.get<{ Params: { tenantId: number } }>(
    '/events/tenants/:tenantId/code',
    {
      config: { tenantOptional: true },
      schema: {
        tags: ['auth'],
        params: { type: 'object', properties: { tenantId: { type: 'integer' } }, required: ['tenantId'] },
        response: answers.tenantCode,
      },
    },
    async (request) => {
      const mine = await tenantsOf(request.auth.userId, request.auth.technical ? request.auth.tenantId : null)
      const t = mine.find((x) => x.id === request.params.tenantId)
      if (!t) throw notFound()
      return { tenantId: t.id, code: t.code }
    },
  )
}
