import type { Kysely } from 'kysely'
import type { Database } from './types.js'

type Hook = () => Promise<void>
const hooks = new WeakMap<Kysely<Database>, Hook[]>()

/**
 * Runs `hook` in the transaction withTenant handed out, after its work and right before COMMIT,
 * so work spread over a transaction (several booking writes) can end in one statement (one push
 * per transaction) that still commits or rolls back with it. False on any other transaction: the
 * caller then does its work at once.
 */
export function beforeCommit(trx: Kysely<Database>, hook: Hook): boolean {
  const list = hooks.get(trx)
  if (!list) return false
  list.push(hook)
  return true
}

/** withTenant: the transaction `trx` takes hooks from now on. */
export const openHooks = (trx: Kysely<Database>) => void hooks.set(trx, [])

/** withTenant, after the work: runs the hooks (a hook may add another) in the transaction. */
export async function runBeforeCommit(trx: Kysely<Database>) {
  const list = hooks.get(trx) ?? []
  for (let i = 0; i < list.length; i++) await list[i]()
  hooks.delete(trx)
}
