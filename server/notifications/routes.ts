import type { FastifyInstance, FastifyRequest } from 'fastify'
import { badRequest, fieldError, forbidden, notFound } from '../http/errors.js'
import { notify, DESCRIPTION_MAX, SUBJECT_MAX } from './notify.js'
import {
  deleteNotification,
  getNotification,
  updateNotification,
  NOTIFICATION_TYPES,
  STATUSES,
  toNotification,
  type NotificationType,
} from './repository.js'
import { inboxRoutes } from './inbox-routes.js'
import { memberId } from './members.js'
import { mayActFor, requireFor } from './access.js'
import { wireDateTime } from '../../common/wire-dates.js'
import { noContent } from '../http/answers.js'
import { notificationAnswers as answers } from './answers.js'

const tags = ['notification']
/** The registry-like calls (send, edit, delete); reading and marking one's own needs no feature. */
const config = { feature: ['NOTIFICATION', 'TICKETS_NOTIFICATION'] }
const id = { type: 'integer', minimum: 1 }
const idParams = { type: 'object', required: ['id'], properties: { id } }
const fields = {
  subject: { type: 'string', minLength: 1, maxLength: SUBJECT_MAX },
  description: { type: 'string', maxLength: DESCRIPTION_MAX },
  fromName: { type: 'string', maxLength: 200 },
  notificationType: { type: 'string', enum: NOTIFICATION_TYPES },
  sendDateHour: wireDateTime(),
  auditData: {},
  eventsUser: { type: 'object', required: ['id'], properties: { id } },
}
type Body = {
  id?: number
  subject?: string
  description?: string
  fromName?: string
  notificationType?: NotificationType
  status?: 'UNREAD' | 'READ'
  sendDateHour?: string
  auditData?: unknown
  eventsUser?: { id: number }
}

export async function notificationRoutes(app: FastifyInstance) {
  const readOne = (request: FastifyRequest, nid: number) =>
    request.withTenant(async (trx) => {
      const row = await getNotification(trx, nid)
      if (!row) throw notFound()
      return row
    })

  app.get<{ Params: { id: number } }>(
    '/events/notification/:id',
    { schema: { tags, params: idParams, response: answers.one } },
    async (request) => {
      const row = await readOne(request, request.params.id)
      requireFor(request.auth, row.userId)
      return toNotification(row)
    },
  )

  app.delete<{ Params: { id: number } }>(
    '/events/notification/:id',
    { config, schema: { tags, params: idParams, response: noContent } },
    async (request, reply) => {
      await request.withTenant(async (trx) => {
        const row = await getNotification(trx, request.params.id)
        if (!row) throw notFound()
        if (!mayActFor(request.auth, row.userId) && row.createdBy !== request.auth.eventsUserId)
          throw forbidden()
        await deleteNotification(trx, row.id)
      })
      return reply.status(204).send()
    },
  )

  // Sending: the row and its push are written in one transaction (notify).
  app.post<{ Body: Body }>(
    '/events/notification',
    {
      config,
      schema: {
        tags,
        body: { type: 'object', required: ['subject', 'eventsUser'], properties: fields },
        response: answers.sent,
      },
    },
    async (request, reply) => {
      const b = request.body
      const created = await request.withTenant(async (trx) => {
        const to = await memberId(trx, b.eventsUser!.id)
        if (!to) throw badRequest([fieldError('eventsUser', 'error.invalidReference')])
        return notify(trx, {
          tenantId: request.auth.tenantId!,
          toEventsUserId: to,
          type: b.notificationType ?? 'NOTIFICATION',
          subject: b.subject!,
          description: b.description ?? '',
          auditData: b.auditData,
          fromName: b.fromName ?? request.auth.email,
          sendDateHour: b.sendDateHour,
          createdBy: request.auth.eventsUserId,
        })
      })
      return reply.status(201).send(created)
    },
  )

  app.put<{ Body: Body }>(
    '/events/notification',
    {
      config,
      schema: {
        tags,
        body: {
          type: 'object',
          required: ['id'],
          properties: { ...fields, id, status: { type: 'string', enum: STATUSES } },
        },
        response: answers.one,
      },
    },
    (request) =>
      request.withTenant(async (trx) => {
        const b = request.body
        const row = await getNotification(trx, b.id!)
        if (!row) throw notFound()
        if (!mayActFor(request.auth, row.userId) && row.createdBy !== request.auth.eventsUserId)
          throw forbidden()
        await updateNotification(trx, row.id, {
          subject: b.subject ?? row.subject,
          description: b.description ?? row.description,
          fromName: b.fromName ?? row.fromName,
          notificationType: (b.notificationType ?? row.notificationType) as NotificationType,
          status: b.status ?? row.status,
          auditData: b.auditData,
        })
        return toNotification((await getNotification(trx, row.id))!)
      }),
  )

  await inboxRoutes(app)
}
