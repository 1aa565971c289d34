import { bodyCheckedByRoute as validatorCompiler } from '../../http/body-checked-by-route.js'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { badRequest, fieldError, type FieldError } from '../../http/errors.js'
import { labelReferences } from '../../registries/labels.js'
import { existingIds } from '../../registries/repository.js'
import { bumpEventVersion, readableEvent } from '../event-lock.js'
import { diffEntries, writeAudit } from '../audit/audit.js'
import { computeSummary } from './summary.js'
import { eventCurrency } from './money.js'
import { prepare } from '../validate.js'
import { lockWithVersion } from '../items/write.js'
import { refId, user } from '../items/checks.js'
import type { Json, Trx } from '../items/types.js'
import { saveSummary, savedSummary, summaryEvent, type Responsible } from './summary-repository.js'
import { ok } from '../../http/answers.js'
import { summaryAnswer } from './summary-answer.js'

const config = { feature: 'EVENT' }
const tags = ['event summary']
/** The document's view of the save; `validated` checks it (one error mapping with the other writes). */
const saveBody = {
  allOf: [
    { $ref: 'event-summary#' },
    {
      type: 'object',
      required: ['eventId', 'eventVersion'],
      properties: { eventId: { type: 'integer', minimum: 1 }, eventVersion: { type: 'integer', minimum: 1 } },
    },
  ],
}

async function answer(app: FastifyInstance, trx: Trx, eventId: number) {
  const event = await summaryEvent(trx, eventId)
  const s = await savedSummary(trx, eventId)
  await labelReferences(trx, app.registryModels, s.summaryResponsibles, [
    { field: 'person', target: 'person' },
  ])
  if (s.paymentResponsible)
    await labelReferences(
      trx,
      app.registryModels,
      [s.paymentResponsible],
      [{ field: 'person', target: 'person' }],
    )
  return {
    eventId,
    eventVersion: event.version,
    currency: await eventCurrency(trx, event),
    ...(await computeSummary(trx, event)),
    ...s,
  }
}

/** §5: a summary responsible is a person or an unregistered name; the payment responsible is a person. */
async function validated(trx: Trx, body: Json) {
  const { data, errors } = prepare('summary', body)
  if (errors.length) throw badRequest(errors)
  const responsibles = (data.summaryResponsibles ?? []) as Responsible[]
  const refs: FieldError[] = []
  responsibles.forEach((r, i) => {
    if (!r.person && !r.name)
      refs.push(fieldError(`summaryResponsibles[${i}].person`, 'event.summaryResponsibleNeedsPerson'))
    if (r.person) r.person = { id: r.person.id }
  })
  const ids = [
    ...responsibles.map((r) => refId(r.person)),
    refId((data.paymentResponsible as Json | undefined)?.person),
  ].filter((id): id is number => id !== undefined)
  const found = await existingIds(trx, 'person', ids)
  responsibles.forEach(
    (r, i) =>
      r.person &&
      !found.has(r.person.id) &&
      refs.push(fieldError(`summaryResponsibles[${i}].person`, 'error.invalidReference')),
  )
  const payer = refId((data.paymentResponsible as Json | undefined)?.person)
  if (payer !== undefined && !found.has(payer))
    refs.push(fieldError('paymentResponsible.person', 'error.invalidReference'))
  if (refs.length) throw badRequest(refs)
  return {
    summaryResponsibles: responsibles,
    paymentResponsible: payer === undefined ? null : { person: { id: payer } },
  }
}

/** The summary tab: the computed budget (GET) and its responsibles (PUT summary/save, body `{eventId, eventVersion, …}`). */
export async function summaryRoutes(app: FastifyInstance) {
  app.get<{ Params: { eventId: number } }>(
    '/events/event/:eventId/summary',
    {
      config,
      schema: {
        tags,
        params: { type: 'object', properties: { eventId: { type: 'integer', minimum: 1 } } },
        response: ok(summaryAnswer),
      },
    },
    (request) =>
      request.withTenant(async (trx) => {
        await readableEvent(trx, request.auth, request.params.eventId)
        return answer(app, trx, request.params.eventId)
      }),
  )

  app.put(
    '/events/event/summary/save',
    { config, validatorCompiler, schema: { tags, body: saveBody, response: ok(summaryAnswer) } },
    (request: FastifyRequest) => {
      const body = (request.body ?? {}) as Json
      const eventId = Number(body.eventId)
      if (!Number.isSafeInteger(eventId) || eventId < 1)
        throw badRequest([fieldError('eventId', 'error.required')])
      return request.withTenant(async (trx) => {
        await lockWithVersion(trx, request.auth, eventId, body.eventVersion)
        const data = await validated(trx, body)
        const before = await savedSummary(trx, eventId)
        await saveSummary(trx, request.auth.tenantId!, eventId, data)
        await writeAudit(
          trx,
          request.auth.tenantId!,
          user(request.auth),
          diffEntries(eventId, 'summary', eventId, before, data, [
            'summaryResponsibles',
            'paymentResponsible',
          ]),
        )
        await bumpEventVersion(trx, eventId)
        return answer(app, trx, eventId)
      })
    },
  )
}
