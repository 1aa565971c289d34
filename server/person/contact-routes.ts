import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { DEFAULT_PAGE_SIZE, pageOf } from '../http/page.js'
import { recordView } from '../registries/view.js'

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
      },
    },
    (request) =>
      request.withTenant(async (trx) => {
        const name = request.query.name?.trim() ?? ''
        const term = `%${name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        const size = DEFAULT_PAGE_SIZE
        const page = request.query.page
        const persons = recordView(trx, 'person', { name: 'text', contacts: 'json' }, { activeOnly: true })
        // Each contact of each person is a row; a contact is an item of the person's `contacts` list.
        const base = sql`
          from (${persons}) r cross join lateral jsonb_array_elements(coalesce(r.contacts, '[]'::jsonb)) with ordinality as c(contact, n)
          ${name.length >= 2 ? sql`where (lower(r.name) like ${term} or lower(c.contact->>'name') like ${term} or lower(c.contact->>'email') like ${term})` : sql``}`
        const rows = await sql<{ personId: number; personName: string; contact: Record<string, unknown> }>`
          select r.id as "personId", r.name as "personName", c.contact ${base}
          order by lower(r.name), c.n limit ${size} offset ${page * size}`.execute(trx)
        const count = await sql<{ n: number }>`select count(*)::int as n ${base}`.execute(trx)
        const content = rows.rows.map((r) => ({
          person: { id: r.personId, name: r.personName },
          ...r.contact,
        }))
        return pageOf(content, count.rows[0].n, page, size)
      }),
  )
}
