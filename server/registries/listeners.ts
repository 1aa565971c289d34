import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { RegistryModel } from './model.js'
import type { RegistryHooks } from './hooks.js'

type Trx = Transaction<Database>

/**
 * Called in the writing transaction after a record of a registry whose schema carries a write
 * keyword (schemas/keywords.ts) is written (`data`) or deleted (`data` undefined). Other domains
 * keep derived tables in step this way without the engine naming a registry or a domain: they
 * register the listener at boot with `app.registries.onWrite(keyword, listener)`.
 */
export type RegistryListener = (
  trx: Trx,
  model: RegistryModel,
  id: number,
  data: Record<string, unknown> | undefined,
  /** On update and delete, the record as it was. */
  previous?: Record<string, unknown>,
) => Promise<void>

/** A write of this registry is listened to: the writer reads the record as it was before changing it. */
export const hasWriteListeners = (hooks: RegistryHooks, model: RegistryModel) =>
  hooks.listenersOf(model).length > 0

export async function afterRegistryWrite(
  hooks: RegistryHooks,
  trx: Trx,
  model: RegistryModel,
  id: number,
  data: Record<string, unknown> | undefined,
  previous?: Record<string, unknown>,
) {
  for (const listener of hooks.listenersOf(model)) await listener(trx, model, id, data, previous)
}
