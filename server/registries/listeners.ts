import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { RegistryModel } from './model.js'
import type { RegistryHooks } from './hooks.js'

type Trx = Transaction<Database>

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
