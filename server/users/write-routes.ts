import type { FastifyInstance, FastifyRequest } from 'fastify'
import { revokeTenantTokens } from '../auth/refresh-tokens.js'
import { AppError, badRequest, conflict, fieldError, forbidden, notFound } from '../http/errors.js'
import { forgetMembership } from '../auth/memberships.js'
import {
  deleteEventsUser,
  ensureAppUser,
  getEventsUser,
  insertEventsUser,
  memberOfUser,
  updateEventsUser,
} from './repository.js'
import { recordFeatureVersion } from '../permissions/service.js'
import { belongsElsewhere, invitationValues, sendInvitation } from './invitation-service.js'
import { body, checkBody, config, tags, type UserBody } from './user-body.js'
import { noContent } from '../http/answers.js'
import { idParams } from '../http/route-schemas.js'
import { userAnswers as answers } from './answers.js'

/** Adding, changing and removing the tenant's memberships (an e-mail of another tenant is invited). */
export async function usersWriteRoutes(app: FastifyInstance) {
  app.post<{ Body: UserBody }>(
    '/events/events-users',
    { config, schema: { tags, body, response: answers.made } },
    async (request, reply) => {
      const b = request.body
      checkBody(b, true)
      const user = await ensureAppUser(app.database.db, b.email!)
      if (user.technical) throw badRequest([fieldError('email', 'user.reservedDomain')])
      const tenantId = request.auth.tenantId!
      // Someone who already belongs to another tenant is invited, not attached (issue 14, defect 10).
      const invitation = (await belongsElsewhere(app.database.db, user.id, tenantId))
        ? invitationValues()
        : null
      const created = await request.withTenant(async (trx) => {
        if (await memberOfUser(trx, user.id))
          throw conflict('error.unique', [fieldError('email', 'error.unique')])
        const id = await insertEventsUser(trx, {
          tenant_id: tenantId,
          user_id: user.id,
          email: b.email!.trim().toLowerCase(),
          type: b.type!,
          active: b.active ?? true,
          features: b.features ?? [],
          ...invitation?.values,
        })
        const row = await getEventsUser(trx, id)
        // The mail belongs to the membership: queued in the same transaction (an outbox).
        if (invitation) await sendInvitation(app, trx, row!.email, tenantId, invitation.key)
        return row
      })
      return reply.status(201).send({ ...created, pending: invitation !== null })
    },
  )

  const update = async (request: FastifyRequest, id: number, b: UserBody) => {
    checkBody(b, false)
    const tenantId = request.auth.tenantId!
    if (id === request.auth.eventsUserId && (b.active === false || b.type === 'COMMON')) {
      // Nobody locks themselves out of their own tenant.
      throw new AppError(409, 'user.cannotChangeSelf', [
        fieldError(b.active === false ? 'active' : 'type', 'user.cannotChangeSelf'),
      ])
    }
    const { row, deactivated } = await request.withTenant(async (trx) => {
      const current = await getEventsUser(trx, id, true)
      if (!current) throw notFound()
      if (b.email && b.email.trim().toLowerCase() !== current.email.toLowerCase())
        throw badRequest([fieldError('email', 'error.immutable')])
      await updateEventsUser(trx, id, {
        type: b.type ?? current.type,
        active: b.active ?? current.active,
        features: b.features ?? current.features,
      })
      await recordFeatureVersion(trx, id, current.features, request.auth)
      return {
        row: await getEventsUser(trx, id),
        deactivated: current.active && b.active === false ? current.userId : null,
      }
    })
    forgetMembership(app.database.db, tenantId, id)
    // A deactivated member loses the sessions of this tenant at once (the owner keeps the tokens).
    if (deactivated) await revokeTenantTokens(app.database.db, deactivated, tenantId)
    return row
  }

  app.put<{ Params: { id: number }; Body: UserBody }>(
    '/events/events-users/:id',
    { config, schema: { tags, params: idParams, body, response: answers.one } },
    (request) => update(request, request.params.id, request.body),
  )
  app.put<{ Body: UserBody }>(
    '/events/events-users',
    { config, schema: { tags, body, response: answers.one } },
    (request) => {
      if (!request.body.id) throw badRequest([fieldError('id', 'error.required')])
      return update(request, request.body.id, request.body)
    },
  )

  const deleteQuery = { type: 'object', properties: { tenantId: { type: 'integer' } } }
  app.delete<{ Params: { id: number }; Querystring: { tenantId?: number } }>(
    '/events/events-users/:id',
    { config, schema: { tags, params: idParams, querystring: deleteQuery, response: noContent } },
    async (request, reply) => {
      const id = request.params.id
      // The spec's call names the caller's tenant; like idCompany, it is checked, never trusted.
      if (request.query.tenantId !== undefined && request.query.tenantId !== request.auth.tenantId)
        throw forbidden()
      if (id === request.auth.eventsUserId) throw new AppError(409, 'user.cannotDeleteSelf')
      const userId = await request.withTenant(async (trx) => {
        const current = await getEventsUser(trx, id, true)
        if (!current) throw notFound()
        await deleteEventsUser(trx, id)
        return current.userId
      })
      forgetMembership(app.database.db, request.auth.tenantId!, id)
      await revokeTenantTokens(app.database.db, userId, request.auth.tenantId!)
      return reply.status(204).send()
    },
  )
}
