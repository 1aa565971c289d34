import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { AuthContext } from '../auth/guard.js'
import { pageAndCountSql, SqlParams } from '../db/page-query.js'
import { tenantOf } from '../db/tenant.js'
import { eventFilterClauses, type EventFilter } from './list.js'
import { listColumns, type EventRow } from './model.js'

const columns = listColumns.map((c) => `"${c}"`).join(', ')

/**
 * A page of the event list and its count, written by hand from the filter's clauses (list.ts):
 * building, walling and compiling it with Kysely cost more of the server's CPU than PostgreSQL
 * spent running it (issue 15). The statement is the one the builder made: the clauses, the
 * situations, the tenant (the second wall, named here as tenantPredicate would), the order.
 */
export function eventPage(
  trx: Transaction<Database>,
  auth: AuthContext,
  filter: EventFilter,
  q: { situations: string[]; column: string; desc: boolean; page: number; size: number },
) {
  const tenantId = tenantOf(trx)
  if (tenantId === undefined) throw new Error('eventPage needs the transaction withTenant handed out')
  const params = new SqlParams()
  const where = eventFilterClauses(tenantId, auth, filter).map((c) =>
    c.text.reduce((text, piece, i) => text + params.param(c.values[i - 1]) + piece),
  )
  where.push(`"situation" in (${q.situations.map((s) => params.param(s)).join(', ')})`)
  where.push(`"event"."tenant_id" = ${params.param(tenantId)}`)
  return pageAndCountSql<Partial<EventRow> & { id: number }>(
    trx,
    {
      table: 'event',
      columns,
      where: where.join(' and '),
      orderBy: `"${q.column}" ${q.desc ? 'desc' : 'asc'}, "id" desc`,
      params,
    },
    q.size,
    q.page * q.size,
  )
}
