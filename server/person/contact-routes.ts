import type { FastifyInstance } from 'fastify'
import { DEFAULT_PAGE_SIZE, pageOf } from '../http/page.js'
import { searchContacts } from './contacts.js'
import { personAnswers as answers } from './answers.js'

/**
 * The spec's contact autocomplete: the contacts kept inside person records (they are edited
 * only there), searched by person name, contact name or e-mail from 2 characters. Open to whoever
 * may pick a person (the person autocomplete's features).
 */
export async function contactRoutes(app: FastifyInstance) {
  const person = app.registryModels.get('person')
  if (!person) return
  app.get<{ Querystring: { name?: string; page: number } }>(
    '/events/contact/autocomplete',
    {
      config: { feature: person.autocompleteFeatures },
      schema: {
        tags: ['person'],
        summary: 'Autocomplete over the contacts of persons',
        querystring: {
          type: 'object',
          properties: {
            name: { type: 'string', maxLength: 200 },
            page: { type: 'integer', minimum: 0, default: 0 },
          },
        },
        response: answers.contacts,
      },
    },
    (request) =>
      request.withTenant(async (trx) => {
        const name = request.query.name?.trim() ?? ''
        const size = DEFAULT_PAGE_SIZE
        const page = request.query.page
        const { rows, total } = await searchContacts(trx, name, page, size)
        const content = rows.map((r) => ({
          person: { id: r.personId, name: r.personName },
          ...r.contact,
        }))
        return pageOf(content, total, page, size)
      }),
  )
}
