import type { FastifyInstance } from 'fastify'
import { badRequest, fieldError, type FieldError } from '../http/errors.js'
import { catalogue, entryByName } from './catalogue.js'
import { saveValues } from './repository.js'
import { entryValues } from './settings.js'
import { checkValue } from './validate.js'
import { withEntryListeners } from './listeners.js'
import { configurationAnswers as answers } from './answers.js'

const tags = ['configuration']
/** Changing settings needs the feature; reading them does not (every screen needs colours and input format). */
const config = { feature: ['CONFIGURATION', 'TICKETS_CONFIGURATION'] }

const putBody = {
  type: 'array',
  maxItems: 500,
  items: {
    type: 'object',
    required: ['name'],
    properties: { name: { type: 'string', maxLength: 100 }, value: {} },
  },
} as const
type PutBody = { name: string; value?: unknown }[]

/** The configuration screen's list: every entry with its value and what the screen needs to edit it. */
function describe(values: Map<string, unknown>) {
  return catalogue.map((e) => ({
    name: e.name,
    value: values.get(e.name),
    type: e.type,
    group: e.group,
    kind: e.kind,
    ...(e.kind === 'enum' ? { options: e.options, multiple: e.multiple, minItems: e.minItems } : {}),
    ...(e.kind === 'number' ? { min: e.min, max: e.max, integer: e.integer } : {}),
    ...(e.kind === 'text' ? { maxLength: e.maxLength } : {}),
    default: e.default,
  }))
}

export async function configurationRoutes(app: FastifyInstance) {
  app.get('/events/configuration', { schema: { tags, response: answers.entries } }, (request) =>
    request.withTenant(async (trx) => describe(await entryValues(trx))),
  )

  // All or nothing: one wrong entry is a 400 naming it, and no entry changes.
  app.put<{ Body: PutBody }>(
    '/events/configuration/all',
    { config, schema: { tags, body: putBody, response: answers.entries } },
    async (request) => {
      const errors: FieldError[] = []
      const values = new Map<string, unknown>()
      for (const { name, value } of request.body) {
        const entry = entryByName.get(name)
        if (!entry) {
          errors.push(fieldError(name, 'configuration.unknownEntry'))
          continue
        }
        const checked = checkValue(entry, value)
        if ('error' in checked) errors.push(fieldError(name, checked.error))
        else values.set(name, checked.value)
      }
      if (errors.length) throw badRequest(errors)
      return request.withTenant(async (trx) => {
        await withEntryListeners(app.configuration.entryListeners, trx, request.auth, values, () =>
          saveValues(trx, request.auth.tenantId!, values, request.auth.eventsUserId),
        )
        return describe(await entryValues(trx))
      })
    },
  )
}
