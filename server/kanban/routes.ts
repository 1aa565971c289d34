import type { FastifyInstance } from 'fastify'
import { notFound } from '../http/errors.js'
import { recordExists } from '../registries/reader.js'
import { kanbanAnswers as answers } from './answers.js'
import { readBoard, columnPage, type BoardFilter } from './board.js'
import { openBoard } from './columns.js'
import { moveCard, type MoveBody } from './move.js'
import { readChecklist, tickChecklist } from './checklist.js'
import { resetEvents } from './reset.js'
import { wireDateTime } from '../../common/wire-dates.js'
import { idParams, recordRef } from '../http/route-schemas.js'

const config = { feature: 'KANBAN' }
/** Both writes change the event: they need the version read, as the event's PUT (issue 49, 3). */
const eventVersion = {
  type: 'integer',
  minimum: 1,
  description: "The event's version the client read; a stale one is 409 event.changedInAnotherSession.",
}
const tags = ['kanban']
const filterQuery = {
  search: { type: 'string', maxLength: 200 },
  employee: { type: 'integer', minimum: 1 },
}

export async function kanbanRoutes(app: FastifyInstance) {
  app.get<{ Querystring: BoardFilter }>(
    '/events/kanban',
    {
      config,
      schema: {
        tags,
        summary: 'The board: every column with its first page of cards',
        querystring: { type: 'object', properties: filterQuery },
        response: answers.board,
      },
    },
    (request) => request.withTenant((trx) => readBoard(app, trx, request.auth, request.query)),
  )

  app.get<{ Params: { statusId: number }; Querystring: BoardFilter & { page?: number } }>(
    '/events/kanban/:statusId',
    {
      config,
      schema: {
        tags,
        summary: "A page of one column's cards (20 a page)",
        params: {
          type: 'object',
          required: ['statusId'],
          properties: { statusId: { type: 'integer', minimum: 1 } },
        },
        querystring: {
          type: 'object',
          properties: { ...filterQuery, page: { type: 'integer', minimum: 0, maximum: 100000, default: 0 } },
        },
        response: answers.column,
      },
    },
    (request) =>
      request.withTenant(async (trx) => {
        // The column first: another tenant's id is 404 whatever that tenant's kanban setting.
        if (!(await recordExists(trx, 'kanban-status', request.params.statusId))) throw notFound()
        const board = await openBoard(trx)
        const column = board.columns.find((c) => c.id === request.params.statusId)
        if (!column) throw notFound()
        return columnPage(app, trx, request.auth, board, column, request.query, request.query.page)
      }),
  )

  app.put<{ Params: { id: number }; Body: MoveBody }>(
    '/events/event/:id/kanban-status',
    {
      config,
      schema: {
        tags,
        summary: "Move the event's card to another column (runs the linked lifecycle action)",
        params: idParams,
        body: {
          type: 'object',
          required: ['kanbanStatus', 'version'],
          properties: {
            kanbanStatus: recordRef,
            version: eventVersion,
            reason: recordRef,
            observation: { type: 'string', maxLength: 2000 },
            continueWithPendingPayments: { type: 'boolean' },
            startDate: wireDateTime(),
          },
        },
        response: answers.moved,
      },
    },
    (request) =>
      request.withTenant((trx) => moveCard(app, trx, request.auth, request.params.id, request.body)),
  )

  app.get<{ Params: { id: number } }>(
    '/events/event/:id/kanban-checklist',
    {
      config,
      schema: {
        tags,
        summary: "The checklist of the event's column, item by item",
        params: idParams,
        response: answers.checklist,
      },
    },
    (request) => request.withTenant((trx) => readChecklist(trx, request.auth, request.params.id)),
  )

  app.put<{ Params: { id: number }; Body: { items: { id: number; done: boolean }[]; version: number } }>(
    '/events/event/:id/kanban-checklist',
    {
      config,
      schema: {
        tags,
        summary: 'Tick or untick checklist items of the event',
        params: idParams,
        body: {
          type: 'object',
          required: ['items', 'version'],
          properties: {
            items: {
              type: 'array',
              maxItems: 100,
              items: {
                type: 'object',
                required: ['id', 'done'],
                properties: { id: { type: 'integer', minimum: 0, maximum: 99 }, done: { type: 'boolean' } },
              },
            },
            version: eventVersion,
          },
        },
        response: answers.ticked,
      },
    },
    (request) =>
      request.withTenant((trx) => tickChecklist(trx, request.auth, request.params.id, request.body)),
  )

  app.post(
    '/events/kanban-status/reset-events',
    {
      config: { feature: ['CONFIGURATION', 'KANBAN_STATUS'] },
      schema: { tags, summary: 'Put every event back on its starting column', response: answers.reset },
    },
    (request) => request.withTenant((trx) => resetEvents(trx, request.auth)),
  )
}
