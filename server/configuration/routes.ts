import type { FastifyInstance } from 'fastify'
import { badRequest, conflict, fieldError, type FieldError } from '../http/errors.js'
import { catalogue, entryByName } from './catalogue.js'
import { bumpConfigurationVersion, configurationVersion, saveValues } from './repository.js'
import { entryValues } from './settings.js'
import { checkValue } from './validate.js'
import { withEntryListeners } from './listeners.js'
import { configurationAnswers as answers } from './answers.js'

const tags = ['configuration']
/** Changing settings needs the feature; reading them does not (every screen needs colours and input format). */
const config = { feature: ['CONFIGURATION', 'TICKETS_CONFIGURATION'] }

// The version read with GET /events/configuration/all: a save over a newer one is 409 (issue 49, 3).
const putBody = {
  type: 'object',
  required: ['version', 'entries'],
  properties: {
    version: {
      type: 'integer',
      minimum: 1,
      description: 'The version GET /events/configuration/all answered.',
    },
    entries: {
      type: 'array',
      maxItems: 500,
      items: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string', maxLength: 100 }, value: {} },
      },
    },
  },
} as const
type PutBody = { version: number; entries: { name: string; value?: unknown }[] }

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

  // The screen's read: the same entries with the version a save must carry.
  app.get(
    '/events/configuration/all',
    {
      config,
      schema: { tags, summary: 'Every entry, with the version to save with', response: answers.versioned },
    },
    (request) =>
      request.withTenant(
        async (trx) => ({
          version: await configurationVersion(trx),
          content: describe(await entryValues(trx)),
        }),
        {
          readOnly: true,
        },
      ),
  )

  // All or nothing: one wrong entry is a 400 naming it, and no entry changes.
  app.put<{ Body: PutBody }>(
    '/events/configuration/all',
    {
      config,
      // A list alone is the body before versions: refused naming what it lacks.
      preValidation: async (request) => {
        if (Array.isArray(request.body)) throw badRequest([fieldError('version', 'error.required')])
      },
      schema: {
        tags,
        summary: 'Save entries (all or none) over the version read',
        body: putBody,
        response: answers.versioned,
      },
    },
    async (request) => {
      const errors: FieldError[] = []
      const values = new Map<string, unknown>()
      for (const { name, value } of request.body.entries) {
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
        const { tenantId, eventsUserId } = request.auth
        const version = await bumpConfigurationVersion(trx, tenantId!, request.body.version, eventsUserId)
        if (version === undefined) throw conflict('error.changedInAnotherSession')
        await withEntryListeners(app.configuration.entryListeners, trx, request.auth, values, () =>
          saveValues(trx, request.auth.tenantId!, values, request.auth.eventsUserId),
        )
        return { version, content: describe(await entryValues(trx)) }
      })
    },
  )
}
