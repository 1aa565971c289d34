import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { AuthContext } from '../auth/guard.js'
import { entryValues } from './settings.js'
import { raiseDocumentSequence } from './repository.js'
import { afterBlockFlagsChange, beforeBlockFlagsChange, BLOCK_ENTRIES } from '../availability/reblock.js'

type Trx = Transaction<Database>

/** What another domain keeps in step with some configuration entries, in the writing transaction. */
interface EntryListener {
  entries: readonly string[]
  /** Before the values are written (e.g. a lock). */
  before?: (trx: Trx) => Promise<void>
  /** After they are written, with the entries whose value changed; may throw to refuse the change. */
  after: (trx: Trx, auth: AuthContext, changed: string[]) => Promise<void>
}

/** A fixed table, like the registries' keyword listeners: every writer gets the same effects. */
const listeners: readonly EntryListener[] = [
  { entries: BLOCK_ENTRIES, before: beforeBlockFlagsChange, after: afterBlockFlagsChange },
  { entries: ['DOCUMENT_SEQUENCE'], after: (trx, auth) => raiseDocumentSequence(trx, auth.tenantId!) },
]

/**
 * Runs `write` between the listeners of the entries it changes: `before` for those named in
 * `values`, `after` for those whose value is different once written.
 */
export async function withEntryListeners(
  trx: Trx,
  auth: AuthContext,
  values: Map<string, unknown>,
  write: () => Promise<void>,
) {
  const named = listeners.filter((l) => l.entries.some((e) => values.has(e)))
  for (const l of named) await l.before?.(trx)
  const current = named.length ? await entryValues(trx) : new Map<string, unknown>()
  await write()
  for (const l of named) {
    const changed = l.entries.filter(
      (e) => values.has(e) && JSON.stringify(values.get(e)) !== JSON.stringify(current.get(e)),
    )
    if (changed.length) await l.after(trx, auth, changed)
  }
}
