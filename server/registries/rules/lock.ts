import { lock } from '../../db/locks.js'
import type { RuleContext } from './types.js'

/**
 * Serialises the writers of one registry of one tenant until the writing transaction ends.
 * A rule that compares a record with its neighbours (no overlapping holidays, no overlapping pax
 * bands) would otherwise let two concurrent writes each see the other as absent and both pass:
 * after this lock, the rule's reads see every write that committed before it.
 */
export async function lockRegistry(ctx: RuleContext, registry: string): Promise<void> {
  // Unit tests call rules without a database (no transaction): nothing to race with there.
  if (!ctx.trx) return
  await lock(ctx.trx, 'registry', registry)
}
