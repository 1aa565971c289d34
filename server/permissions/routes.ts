import type { FastifyInstance, FastifyRequest } from 'fastify'
import { forgetMembership } from '../auth/memberships.js'
import { isKnownFeature, usersFeature } from '../auth/features.js'
import { badRequest, fieldError, notFound, type FieldError } from '../http/errors.js'
import { DEFAULT_PAGE_SIZE } from '../http/page.js'
import { idParams } from '../http/route-schemas.js'
import { permissionAnswers as answers } from './answers.js'
import { listVersions, permissionsAt } from './history.js'
import { fullLevels, LEVELS, normalise, type Level, type Permissions } from './levels.js'
import { changedByOf, copyPermissions, readPermissions, setPermissions } from './service.js'

const tags = ['permissions']
const userConfig = { feature: usersFeature }
const historyConfig = { feature: ['ACTION_SEE_PERMISSION_HISTORY', 'TICKETS_ACTION_SEE_PERMISSION_HISTORY'] }
const id = { type: 'integer', minimum: 1 }

/** The history's routes: who may see the permission history, the member's id in the path. */
const historyOptions = (querystring: object, response: object) => ({
  config: historyConfig,
  schema: { tags, params: idParams, querystring, response },
})

const answer = (memberId: number, p: Permissions) => ({
  id: memberId,
  features: p.features,
  levels: fullLevels(p),
})

/** Permission levels per feature, copying them between members, and their history. */
export async function permissionRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: number } }>(
    '/events/events-users/:id/permission-levels',
    { config: userConfig, schema: { tags, params: idParams, response: answers.levels } },
    (request) =>
      request.withTenant(async (trx) =>
        answer(request.params.id, await readPermissions(trx, request.params.id)),
      ),
  )

  app.put<{ Params: { id: number }; Body: { levels: Record<string, string> } }>(
    '/events/events-users/:id/permission-levels',
    {
      config: userConfig,
      schema: {
        tags,
        params: idParams,
        body: {
          type: 'object',
          required: ['levels'],
          properties: { levels: { type: 'object', maxProperties: 500 } },
        },
        response: answers.levels,
      },
    },
    async (request) => {
      const errors: FieldError[] = []
      for (const [feature, level] of Object.entries(request.body.levels)) {
        if (!isKnownFeature(feature) || !LEVELS.includes(level as Level))
          errors.push(fieldError(`levels.${feature}`, 'error.invalidValue'))
      }
      if (errors.length) throw badRequest(errors)
      const p = await request.withTenant((trx) =>
        setPermissions(trx, request.params.id, normalise(request.body.levels), changedByOf(request.auth)),
      )
      forgetMembership(app.database.db, request.auth.tenantId!, request.params.id)
      return answer(request.params.id, p)
    },
  )

  app.post<{ Params: { id: number; fromId: number } }>(
    '/events/events-users/:id/copy-permissions/:fromId',
    {
      config: userConfig,
      schema: {
        tags,
        params: { type: 'object', required: ['id', 'fromId'], properties: { id, fromId: id } },
        response: answers.levels,
      },
    },
    async (request) => {
      const { id: to, fromId } = request.params
      if (to === fromId) throw badRequest([fieldError('fromId', 'permissions.sameUser')])
      const p = await request.withTenant((trx) => copyPermissions(trx, to, fromId, changedByOf(request.auth)))
      forgetMembership(app.database.db, request.auth.tenantId!, to)
      return answer(to, p)
    },
  )

  app.get<{ Params: { id: number }; Querystring: { page: number; size: number } }>(
    '/events/user-feature-history/versions/:id',
    historyOptions(
      {
        type: 'object',
        properties: {
          page: { type: 'integer', minimum: 0, default: 0 },
          size: { type: 'integer', minimum: 1, maximum: 100, default: DEFAULT_PAGE_SIZE },
        },
      },
      answers.versions,
    ),
    async (request) => {
      const { page, size } = request.query
      const result = await request.withTenant((trx) => listVersions(trx, request.params.id, page, size))
      if (result.totalElements === 0) throw notFound()
      return result
    },
  )

  const versionQuery = {
    type: 'object',
    required: ['version'],
    properties: { version: { type: 'integer', minimum: 1 } },
  }
  type AtVersion = FastifyRequest<{ Params: { id: number }; Querystring: { version: number } }>
  const permissionsAtVersion = async (request: AtVersion) => {
    const p = await request.withTenant((trx) => permissionsAt(trx, request.params.id, request.query.version))
    if (!p) throw notFound()
    return p
  }
  app.get<{ Params: { id: number }; Querystring: { version: number } }>(
    '/events/user-feature-history/features/:id',
    historyOptions(versionQuery, answers.featuresAt),
    async (request) => (await permissionsAtVersion(request)).features,
  )
  app.get<{ Params: { id: number }; Querystring: { version: number } }>(
    '/events/user-feature-history/levels/:id',
    historyOptions(versionQuery, answers.levelsAt),
    async (request) => fullLevels(await permissionsAtVersion(request)),
  )
}
