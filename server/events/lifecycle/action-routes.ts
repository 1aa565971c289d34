import type { FastifyInstance } from 'fastify'
import { badRequest, fieldError } from '../../http/errors.js'
import { runAction } from './actions.js'
import type { ActionName } from './lifecycle.js'
import type { ActionBody } from './lifecycle-rules.js'
import { copyEvent } from '../copy.js'
import { wireDateTime } from '../../../common/wire-dates.js'
import { created, eventAnswer, ok } from '../../http/answers.js'

const config = { feature: 'EVENT' }
const tags = ['event lifecycle']
const actionBody = {
  type: 'object',
  properties: {
    id: { type: 'integer', minimum: 1 },
    version: { type: 'integer', minimum: 1 },
    reason: {
      anyOf: [
        { type: 'integer' },
        { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
      ],
    },
    observation: { type: 'string', maxLength: 2000 },
    continueWithPendingPayments: { type: 'boolean' },
    startDate: wireDateTime(),
    waitListGroup: {
      anyOf: [
        { type: 'integer' },
        { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
      ],
    },
  },
}

/** The spec's action paths: `{id}` in the path where the spec has it, otherwise in the body. */
const routes: { method: 'POST' | 'DELETE'; path: string; action: ActionName; idInPath: boolean }[] = [
  {
    method: 'POST',
    path: 'event-new/change-new-event-to-negotiation',
    action: 'toNegotiation',
    idInPath: false,
  },
  { method: 'POST', path: 'event-negotiation/undo-negotiation', action: 'toNew', idInPath: false },
  { method: 'POST', path: 'event-confirmation/confirm', action: 'confirm', idInPath: false },
  { method: 'POST', path: 'event-confirmation', action: 'confirm', idInPath: false },
  { method: 'POST', path: 'event-confirmation/undo-confirm', action: 'undoConfirm', idInPath: false },
  { method: 'POST', path: 'event-start/start', action: 'start', idInPath: false },
  { method: 'POST', path: 'event-start/undo', action: 'undoStart', idInPath: false },
  {
    method: 'POST',
    path: 'event-released-to-close/released-to-close',
    action: 'releaseToClose',
    idInPath: false,
  },
  { method: 'POST', path: 'event-released-to-close/undo/:id', action: 'undoRelease', idInPath: true },
  { method: 'POST', path: 'event-end/end/:id', action: 'end', idInPath: true },
  { method: 'POST', path: 'event-end/end-finish/:id', action: 'endFinish', idInPath: true },
  { method: 'POST', path: 'event-end/undo/:id', action: 'reopen', idInPath: true },
  { method: 'POST', path: 'event-cancellation/cancel/:id', action: 'cancel', idInPath: true },
  { method: 'POST', path: 'event-cancellation/undo/:id', action: 'undoCancel', idInPath: true },
  { method: 'POST', path: 'event-waitlist', action: 'waitListPut', idInPath: false },
  { method: 'DELETE', path: 'event-waitlist', action: 'waitListRemove', idInPath: false },
]

export async function eventActionRoutes(app: FastifyInstance) {
  for (const r of routes) {
    app.route<{ Params: { id?: number }; Body: ActionBody; Querystring: { id?: number } }>({
      method: r.method,
      url: `/events/event/${r.path}`,
      config,
      schema: {
        tags,
        summary: `Lifecycle action ${r.action}`,
        // An action answers the event it changed.
        response: ok(eventAnswer),
        ...(r.idInPath
          ? { params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } } }
          : {}),
        querystring: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } },
        // A DELETE may come without a body (the id in the query string).
        ...(r.method === 'POST' ? { body: actionBody } : {}),
      },
      handler: (request) => {
        const body = request.body ?? {}
        // DELETE bodies are optional in some clients: the id may come in the query string.
        const id = r.idInPath ? request.params.id : (body.id ?? request.query.id)
        if (!id) throw badRequest([fieldError('id', 'error.required')])
        return runAction(app, request.auth, r.action, id, body)
      },
    })
  }

  app.post<{ Body: { id?: number } }>(
    '/events/event/event-copy',
    {
      config,
      schema: {
        tags,
        summary: 'Copy an event into a new one in NEW',
        response: created(eventAnswer),
        body: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } },
      },
    },
    async (request, reply) => {
      if (!request.body?.id) throw badRequest([fieldError('id', 'error.required')])
      return reply.status(201).send(await copyEvent(app, request.auth, request.body.id))
    },
  )
}
