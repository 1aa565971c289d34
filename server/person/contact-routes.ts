import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { DEFAULT_PAGE_SIZE, pageOf } from '../http/page.js'
import { tenantPredicate } from '../db/tenant.js'

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
        querystring: { type: 'object', properties: { name: { type: 'string', maxLength: 200 }, page: { type: 'integer', minimum: 0, default: 0 } } },
      },
    },
    (request) =>
      request.withTenant(async (trx) => {
        const name = request.query.name?.trim() ?? ''
        const term = `%${name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        const size = DEFAULT_PAGE_SIZE
        const page = request.query.page
        const base = sql`
          from registry_record r cross join lateral jsonb_array_elements(coalesce(r.data->'contacts', '[]'::jsonb)) with ordinality as c(contact, n)
          where ${tenantPredicate(trx, 'r')} and r.registry = 'person' and coalesce(r.data->>'active', 'true') = 'true'
          ${name.length >= 2 ? sql`and (lower(r.data->>'name') like ${term} or lower(c.contact->>'name') like ${term} or lower(c.contact->>'email') like ${term})` : sql``}`
        const rows = await sql<{ personId: number; personName: string; contact: Record<string, unknown> }>`
          select r.id as "personId", r.data->>'name' as "personName", c.contact ${base}
          order by lower(r.data->>'name'), c.n limit ${size} offset ${page * size}`.execute(trx)
        const count = await sql<{ n: number }>`select count(*)::int as n ${base}`.execute(trx)
        const content = rows.rows.map((r) => ({ person: { id: r.personId, name: r.personName }, ...r.contact }))
        return pageOf(content, count.rows[0].n, page, size)
      }),
  )
}
