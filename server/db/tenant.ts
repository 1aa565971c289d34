import { CompiledQuery, sql, type Kysely, type RawBuilder, type Transaction } from 'kysely'
import type pg from 'pg'
import type { Database } from './types.js'
import { TenantPredicatePlugin, type TenantColumns } from './tenant-predicate.js'
import { AFTER_RELEASE, DEFERRED } from './prepared.js'
import { openHooks, runBeforeCommit } from './before-commit.js'

export const APP_ROLE = 'eventdesk_app'

/** The tenant of each transaction withTenant hands out, for raw SQL the plugin cannot rewrite. */
const tenantOfTrx = new WeakMap<Kysely<Database>, number>()

const tenantColumnsByDb = new WeakMap<Kysely<Database>, Promise<TenantColumns>>()

/**
 * The tables the first wall guards (those with the `tenant_isolation` policy) and their tenant
 * column, read once per database from the catalogue so a new tenant table is walled without a list
 * to keep. Read as the owner: the app role may not see every table.
 */
export function tenantColumns(db: Kysely<Database>): Promise<TenantColumns> {
  let found = tenantColumnsByDb.get(db)
  if (!found) {
    found = sql<{ table: string }>`
      select c.relname as "table" from pg_policy p join pg_class c on c.oid = p.polrelid
      where p.polname = 'tenant_isolation' and c.relnamespace = current_schema()::regnamespace`
      .execute(db)
      .then(({ rows }) => new Map(rows.map((r) => [r.table, r.table === 'tenant' ? 'id' : 'tenant_id'])))
    // A failed read (database down) or one before the migrations (no table yet) is tried again
    // at the next request, so the wall is never left empty for good.
    found.then(
      (columns) => columns.size || tenantColumnsByDb.delete(db),
      () => tenantColumnsByDb.delete(db),
    )
    tenantColumnsByDb.set(db, found)
  }
  return found
}

export interface TenantOptions {
  /**
   * The work only reads: the transaction is READ ONLY (a write in it fails) and its COMMIT is not
   * awaited (prepared.ts AFTER_RELEASE), one round trip less for the answer.
   */
  readOnly?: boolean
}

/**
 * Runs `work` in one transaction as the app role with `app.tenant_id` set, so row-level security
 * scopes every statement inside it to that tenant, and with the tenant predicate plugin, so every
 * statement also names the tenant itself (the second wall). Every repository call of a request goes
 * through here; pass the transaction on so several repository calls compose atomically.
 */
export async function withTenant<T>(
  db: Kysely<Database>,
  tenantId: number,
  work: (trx: Transaction<Database>) => Promise<T>,
  opts: TenantOptions = {},
): Promise<T> {
  if (!Number.isSafeInteger(tenantId) || tenantId <= 0) throw new Error(`invalid tenant id: ${tenantId}`)
  const plugin = new TenantPredicatePlugin(tenantId, await tenantColumns(db))
  return db.connection().execute(async (conn) => {
    const walled = conn.withPlugin(plugin) as Transaction<Database>
    tenantOfTrx.set(walled, tenantId)
    if (!opts.readOnly) openHooks(walled)
    try {
      // BEGIN and the settings in one simple-protocol statement (no parameters, so pg sends one
      // multi-statement query): the id is a checked integer and the role a constant. Both settings
      // are local to the transaction, so COMMIT or ROLLBACK drops them with it. DEFERRED: the pool
      // client sends it in the same write as `work`'s first statement (prepared.ts), so it costs
      // no round trip; an error in it fails that statement too, and the catch below rolls back.
      // The connection is held by this callback alone, so every statement of `work` runs inside
      // this transaction; Kysely's transaction() would spend a round trip on BEGIN alone.
      await sql
        .raw(
          `${DEFERRED}begin${opts.readOnly ? ' read only' : ''}; select set_config('role', '${APP_ROLE}', true), set_config('app.tenant_id', '${tenantId}', true)`,
        )
        .execute(conn)
      const result = await work(walled)
      if (!opts.readOnly) await runBeforeCommit(walled)
      await sql.raw(opts.readOnly ? `${AFTER_RELEASE}commit` : 'commit').execute(conn)
      return result
    } catch (err) {
      // Never hand the connection back inside a transaction (a failed COMMIT already ended it; a
      // ROLLBACK outside one only warns). A dead connection is dropped by the pool on release.
      await sql
        .raw('rollback')
        .execute(conn)
        .catch(() => undefined)
      throw err
    }
  })
}

/** The tenant of a transaction withTenant handed out, for hand-written statements; else undefined. */
export const tenantOf = (trx: Kysely<Database>): number | undefined => tenantOfTrx.get(trx)

/**
 * Rows of a hand-written statement on a withTenant transaction, the tenant as its last parameter
 * (`$<values.length + 1>`, which the text must compare its tenant column with: the second wall):
 * for hot fixed-shape reads whose Kysely build, wall and compile cost more than their run (issue
 * 15). Undefined on any other transaction, so the caller builds the query instead.
 */
export async function walledRows<R>(
  trx: Kysely<Database>,
  text: string,
  values: unknown[],
): Promise<R[] | undefined> {
  const tenantId = tenantOfTrx.get(trx)
  if (tenantId === undefined) return undefined
  return (await trx.executeQuery<R>(CompiledQuery.raw(text, [...values, tenantId]))).rows
}

/**
 * `"<alias>".tenant_id = <tenant>` for raw `sql` text run on a withTenant transaction: the plugin
 * rewrites builder queries only, so every raw query over a tenant table writes this by hand.
 */
export function tenantPredicate(trx: Kysely<Database>, alias: string): RawBuilder<boolean> {
  const tenantId = tenantOfTrx.get(trx)
  if (tenantId === undefined) throw new Error('tenantPredicate needs the transaction withTenant handed out')
  return sql<boolean>`${sql.ref(`${alias}.tenant_id`)} = ${tenantId}`
}

/**
 * A whole tenant transaction in one simple-protocol message: BEGIN, the settings withTenant makes,
 * `statement`, COMMIT, then `after` (outside the transaction). For a statement that locks a hot
 * row (a ticket sale): no client round trip happens while the lock is held, so a busy event loop
 * cannot stretch the queue behind it. The statement names the tenant in its own text (second
 * wall); every value in it must be a checked number or a literal made by `pg.escapeLiteral`, as
 * the simple protocol takes no parameters. Returns the statement's rows.
 */
export async function withTenantInOneMessage(
  pool: pg.Pool,
  tenantId: number,
  statement: string,
  after = '',
): Promise<Record<string, unknown>[]> {
  if (!Number.isSafeInteger(tenantId) || tenantId <= 0) throw new Error(`invalid tenant id: ${tenantId}`)
  const client = await pool.connect()
  let broken = false
  try {
    const results = (await client.query(
      `begin; select set_config('role', '${APP_ROLE}', true), set_config('app.tenant_id', '${tenantId}', true); ${statement}; commit; ${after}`,
    )) as unknown as pg.QueryResult[]
    return results[2].rows
  } catch (err) {
    // A failed statement leaves the transaction open and aborted: end it before the pool has it.
    await client.query('rollback').catch(() => (broken = true))
    throw err
  } finally {
    client.release(broken)
  }
}
