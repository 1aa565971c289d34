import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { recordView } from '../registries/view.js'

type ContactRow = { personId: number; personName: string; contact: Record<string, unknown> }

/**
 * A page of the contacts kept inside active person records, by person name then the contact's
 * place in the list, and how many match: from 2 characters, the person's name or the contact's
 * name or e-mail contains `name`.
 */
export async function searchContacts(trx: Transaction<Database>, name: string, page: number, size: number) {
  const term = `%${name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const persons = recordView(trx, 'person', { name: 'text', contacts: 'json' }, { activeOnly: true })
  // Each contact of each person is a row; a contact is an item of the person's `contacts` list.
  // The text keeps the route's indentation so the statement sent is, byte for byte, the one it sent.
  const base = sql`
          from (${persons}) r cross join lateral jsonb_array_elements(coalesce(r.contacts, '[]'::jsonb)) with ordinality as c(contact, n)
          ${name.length >= 2 ? sql`where (lower(r.name) like ${term} or lower(c.contact->>'name') like ${term} or lower(c.contact->>'email') like ${term})` : sql``}`
  const rows = await sql<ContactRow>`
          select r.id as "personId", r.name as "personName", c.contact ${base}
          order by lower(r.name), c.n limit ${size} offset ${page * size}`.execute(trx)
  const count = await sql<{ n: number }>`select count(*)::int as n ${base}`.execute(trx)
  return { rows: rows.rows, total: count.rows[0].n }
}
