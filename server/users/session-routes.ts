import type { FastifyInstance } from 'fastify'
import { forbidden, notFound } from '../http/errors.js'
import { allFeatures } from '../auth/features.js'
import { userAnswers as answers } from './answers.js'
import { memberByEmail, memberFeatures, tenantCode, tenantCompany } from './session-repository.js'

/** What the app loads after the tenant choice: the session user, features and modules. */
export async function sessionRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { email: string } }>(
    '/events/events-users/by-email',
    {
      schema: {
        tags: ['users'],
        querystring: {
          type: 'object',
          required: ['email'],
          properties: { email: { type: 'string', maxLength: 500 } },
        },
        response: answers.session,
      },
    },
    async (request) => {
      const { auth } = request
      const email = request.query.email.trim().toLowerCase()
      if (email !== auth.email.toLowerCase() && !auth.admin) throw forbidden()
      return request.withTenant(async (trx) => {
        const company = await tenantCompany(trx)
        const tenant = await tenantCode(trx)
        const companyOut = {
          id: company.id,
          tenantId: company.tenant_id,
          socialReason: company.social_reason,
        }
        if (auth.technical && email === auth.email.toLowerCase()) {
          return {
            id: 0,
            email: auth.email,
            type: 'TECHNICAL',
            technicalUser: true,
            adminUser: true,
            active: true,
            company: companyOut,
            code: tenant.code,
          }
        }
        const member = await memberByEmail(trx, email)
        if (!member) throw notFound()
        return {
          id: member.id,
          email: member.email,
          type: member.type,
          technicalUser: false,
          adminUser: member.type === 'ADMIN',
          active: member.active,
          company: companyOut,
          code: tenant.code,
        }
      })
    },
  )

  app.get<{ Params: { userId: number } }>(
    '/events/events-users/features/:userId',
    {
      schema: {
        tags: ['users'],
        params: { type: 'object', properties: { userId: { type: 'integer' } }, required: ['userId'] },
        response: answers.features,
      },
    },
    async (request) => {
      const { auth } = request
      const own = request.params.userId === (auth.eventsUserId ?? 0)
      if (own) return auth.admin ? allFeatures : [...auth.features].sort()
      if (!auth.admin) throw forbidden()
      const member = await request.withTenant((trx) => memberFeatures(trx, request.params.userId))
      if (!member) throw notFound()
      return member.type === 'ADMIN' ? allFeatures : [...member.features].sort()
    },
  )

  app.get(
    '/events/establishment-user',
    { schema: { tags: ['users'], response: answers.establishment } },
    async (request) =>
      request.withTenant(async (trx) => {
        const c = await tenantCompany(trx)
        return {
          id: c.id,
          eventsModule: c.events_module,
          ticketsModule: c.tickets_module,
          language: c.language,
          socialReason: c.social_reason,
          tradeName: c.trade_name,
          // Every member sees the logo in the sidebar; the image itself is read through a temporary URL.
          logoImageId: c.logo_image_id,
        }
      }),
  )
}
