import type { FastifyInstance } from 'fastify'
import { badRequest, fieldError } from '../http/errors.js'
import { configurationVersion } from './repository.js'
import { entryValues } from './settings.js'
import { describe, saveConfiguration, type ConfigurationSave } from './save.js'
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
type PutBody = ConfigurationSave

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
    (request) => saveConfiguration(app, request.auth, request.body),
  )
}
