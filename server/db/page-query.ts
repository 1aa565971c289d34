import { CompiledQuery, sql, type Kysely, type SelectQueryBuilder } from 'kysely'
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

/** A hand-written statement's WHERE, its parameters numbered in order (`$1`…) as `param` adds them. */
export class SqlParams {
  readonly values: unknown[] = []
  param(value: unknown) {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/**
 * pageAndCount for a statement written by hand (issue 15: building, walling and compiling the
 * Kysely query cost more than its run on the hot lists): `where` is used by the page and the count
 * alike, so it must name the tenant itself (the second wall, as tenantPredicate would write it; the
 * plugin cannot rewrite text). Same statement shape, so the same plans and the same answers.
 */
export async function pageAndCountSql<R extends { id: number }>(
  db: Kysely<Database>,
  q: {
    table: string
    columns: string
    where: string
    orderBy: string
    params: SqlParams
    prepared?: boolean
  },
  size: number,
  offset: number,
): Promise<{ rows: R[]; total: number }> {
  const { table, columns, where, orderBy, params } = q
  const count = `(select count(*) as "page_total" from "${table}" where ${where}) c`
  const page = `select ${columns} from "${table}" where ${where} order by ${orderBy} limit ${params.param(size)} offset ${params.param(offset)}`
  const text = `${q.prepared ? PREPARED : ''}select p.*, c.page_total from ${count} left join lateral (${page}) p on true`
  const { rows } = await db.executeQuery<R & { page_total: number }>(CompiledQuery.raw(text, params.values))
  const total = Number(rows[0]?.page_total ?? 0)
  // The rows keep their page_total: callers read named columns only, and copying each row without
  // it (object rest) was a visible part of the list's CPU.
  return { rows: rows[0]?.id === null ? [] : rows, total }
}
