import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { AuthContext } from '../auth/context.js'
import { entryValues } from './settings.js'
import { raiseDocumentSequence } from './repository.js'

type Trx = Transaction<Database>

/**
 * What another domain keeps in step with some configuration entries, in the writing transaction
 * (the block flags' effect on bookings is availability's). Registered at boot with
 * `app.configuration.onEntriesChange(listener)`.
 */
export interface EntryListener {
  entries: readonly string[]
  /** Before the values are written (e.g. a lock). */
  before?: (trx: Trx) => Promise<void>
  /** After they are written, with the entries whose value changed; may throw to refuse the change. */
  after: (trx: Trx, auth: AuthContext, changed: string[]) => Promise<void>
}

/** Configuration's own, run after the other domains' (the order the entries always had). */
const own: readonly EntryListener[] = [
  { entries: ['DOCUMENT_SEQUENCE'], after: (trx, auth) => raiseDocumentSequence(trx, auth.tenantId!) },
]

/**
 * Runs `write` between the listeners of the entries it changes: `before` for those named in
 * `values`, `after` for those whose value is different once written. `registered`: the other
 * domains' listeners (`app.configuration.entryListeners`), in the order they were registered.
 */
export async function withEntryListeners(
  registered: readonly EntryListener[],
  trx: Trx,
  auth: AuthContext,
  values: Map<string, unknown>,
  write: () => Promise<void>,
) {
  const named = [...registered, ...own].filter((l) => l.entries.some((e) => values.has(e)))
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
