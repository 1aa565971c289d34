import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { RegistryModel } from './model.js'

type Trx = Transaction<Database>

/**
 * Called in the writing transaction after a record of a registry whose schema carries `keyword`
 * is written (`data`) or deleted (`data` undefined). Other domains keep derived tables in step
 * this way without the engine naming a registry.
 */
export type RegistryListener = (
  trx: Trx,
  model: RegistryModel,
  id: number,
  data: Record<string, unknown> | undefined,
) => Promise<void>

const listeners = new Map<string, RegistryListener[]>()

export function onRegistryWrite(keyword: `x-${string}`, listener: RegistryListener) {
  listeners.set(keyword, [...(listeners.get(keyword) ?? []), listener])
}

export async function afterRegistryWrite(
  trx: Trx,
  model: RegistryModel,
  id: number,
  data: Record<string, unknown> | undefined,
) {
  const schema = model.schema as unknown as Record<string, unknown>
  for (const [keyword, list] of listeners)
    if (schema[keyword] !== undefined) for (const l of list) await l(trx, model, id, data)
}
