import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import type { Database } from './types.js'
import { PREPARED } from './prepared.js'

// Builders of any table: the helper only nests them; Kysely typed them where they were made.
type AnySelect<R> = SelectQueryBuilder<Database, any, R>

/**
 * A page of rows and the count of every row that matches, in ONE statement (one round trip
 * instead of two; pg does not pipeline inside a transaction). The count stays its own aggregate
 * (cheaper than `count(*) over ()`, which would read every match before the limit). `on true`
 * leaves the planner nothing but a nested loop over the one count row, so the page keeps its
 * order; an empty page comes back as one row of nulls beside the count. `prepared`: send it as a
 * named prepared statement (prepared.ts), for queries whose planning outweighs their run.
 */
export async function pageAndCount<R extends { id: number }>(
  db: Kysely<Database>,
  page: AnySelect<R>,
  matches: AnySelect<object>,
  prepared = false,
): Promise<{ rows: R[]; total: number }> {
  const counted = matches.select((eb) => eb.fn.countAll<number>().as('page_total'))
  const { rows } = await sql<R & { page_total: number }>`${sql.raw(prepared ? PREPARED : '')}
    select p.*, c.page_total from (${counted}) c left join lateral (${page}) p on true`.execute(db)
  const total = Number(rows[0]?.page_total ?? 0)
  return {
    rows: rows.filter((r) => r.id !== null).map(({ page_total: _, ...row }) => row as unknown as R),
    total,
  }
}
