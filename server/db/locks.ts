import { sql, type Kysely } from 'kysely'
import type { Database } from './types.js'

/**
 * The one place where advisory locks are taken. Each key space names what it serialises; a key is
 * `<space>:<tenant>:<key>` hashed by PostgreSQL, with the tenant read from the transaction's
 * `app.tenant_id` (set by `withTenant`), so two tenants never wait on each other and a caller
 * cannot take another tenant's lock. Every lock is transaction-scoped: it is released by the
 * commit or rollback that ends the decision it guards, never by hand.
 */
export const lockSpaces = {
  /** One simple room: its bookings are decided one writer at a time (taken in id order). */
  environment: 'environment',
  /** One piece of equipment: its stock is counted and written one writer at a time. */
  equipment: 'equipment',
  /** The tenant's block flags: deciders share it, a change of the flags takes it alone. */
  blockRules: 'blockrules',
  /** One waiting-list group's order. */
  waitListGroup: 'wait-list-group',
  /** One registry's writers, for rules that compare a record with its neighbours. */
  registry: 'registry',
  /** One registry's "at least one active per value" check. */
  oneActive: 'one-active',
  /** The local billing system's invoice series. */
  localBilling: 'local-billing',
  /** A tenant's countable things under a cap (key: what is counted): counted, then added, alone. */
  tenantQuota: 'tenant-quota',
  /** The start-up decision to seed the demo data (no tenant yet: one key for the database). */
  demoSeed: 'demo-seed',
  /** Writing the demo data (held while it is written: a server finding it unfinished resumes it only when free). */
  demoSeedWriting: 'demo-seed-writing',
  /** Creating the registries' indexes at start-up (no tenant: one key for the database). */
  registryIndexes: 'registry-indexes',
} as const

export type LockSpace = keyof typeof lockSpaces

// A transaction (a Transaction is a Kysely): a lock outside one would end with its statement.
type Runner = Kysely<Database>

function keyOf(space: LockSpace, key: string | number) {
  return sql`hashtext(${lockSpaces[space]} || ':' || coalesce(current_setting('app.tenant_id', true), '') || ':' || ${String(key)})`
}

/** Waits for, then holds until the transaction ends, the exclusive lock of `key` in `space`. */
export async function lock(trx: Runner, space: LockSpace, key: string | number = ''): Promise<void> {
  await sql`select pg_advisory_xact_lock(${keyOf(space, key)})`.execute(trx)
}

/** The shared form: many holders at once, none while someone holds it exclusively. */
export async function lockShared(trx: Runner, space: LockSpace, key: string | number = ''): Promise<void> {
  await sql`select pg_advisory_xact_lock_shared(${keyOf(space, key)})`.execute(trx)
}

/** Several keys of one space, in a fixed order so two writers never wait on each other crosswise. */
export async function lockAll(trx: Runner, space: LockSpace, keys: readonly number[]): Promise<void> {
  for (const key of [...new Set(keys)].sort((a, b) => a - b)) await lock(trx, space, key)
}

/** The exclusive lock of `key` in `space` when nobody holds it (held until the transaction ends), else false at once. */
export async function tryLock(trx: Runner, space: LockSpace, key: string | number = ''): Promise<boolean> {
  const r = await sql<{
    got: boolean
  }>`select pg_try_advisory_xact_lock(${keyOf(space, key)}) as got`.execute(trx)
  return r.rows[0]?.got === true
}
