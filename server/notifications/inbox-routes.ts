import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { notFound } from '../http/errors.js'
import { DEFAULT_PAGE_SIZE, pageQuerySchema } from '../http/page.js'
import { parseSort } from '../registries/model.js'
import { requireFor } from './access.js'
import { notificationAnswers as answers } from './answers.js'
import { memberId, memberIdByEmail } from './members.js'
import {
  listNotifications,
  markAllRead,
  markRead,
  NOTIFICATION_TYPES,
  ownersOf,
  unreadOf,
} from './repository.js'

const tags = ['notification']
const USER_TYPES = ['COMMON', 'ADMIN'] as const
const isNotificationType = (type: string | undefined | null): type is string =>
  (NOTIFICATION_TYPES as readonly string[]).includes(type ?? '')
const id = { type: 'integer', minimum: 1 }
const userParams = { type: 'object', required: ['userId'], properties: { userId: { type: 'integer' } } }

/** 404 unless the id is a member of the caller's tenant (the wall hides every other tenant's). */
async function requireMember(trx: Transaction<Database>, userId: number) {
  if (!(await memberId(trx, userId))) throw notFound()
}

/** A member's inbox: list, unread, mark read. No feature needed for one's own; admins for anyone's. */
export async function inboxRoutes(app: FastifyInstance) {
  app.post<{
    Querystring: { page: number; size: number; sort?: string; search?: string }
    Body: { userId?: number; id?: number; email?: string; type?: string } | null
  }>(
    '/events/notification/list',
    {
      schema: {
        tags,
        querystring: {
          type: 'object',
          properties: { ...pageQuerySchema, search: { type: 'string', maxLength: 200 } },
        },
        // The spec's client sends the person's id, e-mail and user type (COMMON/ADMIN); a
        // notification type in `type` filters by it (our extension).
        body: {
          type: ['object', 'null'],
          properties: {
            userId: { type: ['integer', 'null'] },
            id: { type: ['integer', 'null'] },
            email: { type: ['string', 'null'], maxLength: 500 },
            type: { type: ['string', 'null'], enum: [...NOTIFICATION_TYPES, ...USER_TYPES, null] },
          },
        },
        response: answers.page,
      },
    },
    (request) =>
      request.withTenant(async (trx) => {
        const { auth } = request
        const f = request.body ?? {}
        let userId: number | undefined = f.userId ?? f.id ?? undefined
        // A member id of another tenant (or none) is not found, as on the unread and readAll routes.
        if (userId !== undefined) await requireMember(trx, userId)
        // 0 matches nobody: an unknown e-mail lists nothing (and is someone else's for a member).
        if (userId === undefined && f.email) {
          userId = (await memberIdByEmail(trx, f.email)) ?? 0
        }
        // A member sees their own; an admin may list anyone's, or everyone's without a filter.
        if (userId !== undefined) requireFor(auth, userId)
        else if (!auth.admin) userId = auth.eventsUserId ?? 0
        const q = request.query
        return listNotifications(trx, {
          userId,
          type: isNotificationType(f.type) ? f.type : undefined,
          search: q.search,
          page: q.page,
          size: q.size ?? DEFAULT_PAGE_SIZE,
          sort: parseSort(q.sort, { field: 'id', desc: true }),
        })
      }),
  )

  app.get<{ Params: { userId: number } }>(
    '/events/notification/unread/:userId',
    { schema: { tags, params: userParams, response: answers.unread } },
    (request) =>
      request.withTenant(async (trx) => {
        await requireMember(trx, request.params.userId)
        requireFor(request.auth, request.params.userId)
        return unreadOf(trx, request.params.userId)
      }),
  )

  // Body: a list of notifications ({id}) or of ids. All must exist and be the caller's, or nothing changes.
  app.post<{ Body: (number | { id: number })[] }>(
    '/events/notification/read',
    {
      schema: {
        tags,
        body: {
          type: 'array',
          maxItems: 1000,
          items: { anyOf: [id, { type: 'object', required: ['id'], properties: { id } }] },
        },
        response: answers.marked,
      },
    },
    (request) =>
      request.withTenant(async (trx) => {
        const ids = [...new Set(request.body.map((x) => (typeof x === 'number' ? x : x.id)))]
        const owners = await ownersOf(trx, ids)
        if (owners.length !== ids.length) throw notFound()
        for (const o of owners) requireFor(request.auth, o.events_user_id)
        return { updated: await markRead(trx, ids) }
      }),
  )

  app.post<{ Params: { userId: number } }>(
    '/events/notification/readAll/:userId',
    { schema: { tags, params: userParams, response: answers.marked } },
    (request) =>
      request.withTenant(async (trx) => {
        await requireMember(trx, request.params.userId)
        requireFor(request.auth, request.params.userId)
        return { updated: await markAllRead(trx, request.params.userId) }
      }),
  )
}
