import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { RegistryModel } from './model.js'
import { keepEnvironmentParts } from '../availability/parts.js'
import { noticeFreedByRecord } from '../availability/record-freed.js'
import { keepOneActive } from './one-active.js'

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
  /** On update and delete, the record as it was. */
  previous?: Record<string, unknown>,
) => Promise<void>

/**
 * What each write keyword does, like the named rules of `rules/index.ts`: a fixed table, so every
 * writer (the API, the seed, tests) keeps the same derived tables without any registration.
 */
const keywordListeners: Readonly<Record<`x-${string}`, RegistryListener>> = {
  'x-occupancy': keepEnvironmentParts,
  'x-one-active-per': keepOneActive,
  'x-frees-rooms': noticeFreedByRecord,
}

/** A write of this registry is listened to: the writer reads the record as it was before changing it. */
export const hasWriteListeners = (model: RegistryModel) =>
  Object.keys(keywordListeners).some(
    (keyword) => (model.schema as unknown as Record<string, unknown>)[keyword] !== undefined,
  )

export async function afterRegistryWrite(
  trx: Trx,
  model: RegistryModel,
  id: number,
  data: Record<string, unknown> | undefined,
  previous?: Record<string, unknown>,
) {
  const schema = model.schema as unknown as Record<string, unknown>
  for (const [keyword, listener] of Object.entries(keywordListeners))
    if (schema[keyword] !== undefined) await listener(trx, model, id, data, previous)
}
