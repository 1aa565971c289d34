import type { Transaction } from 'kysely'
import type { Database } from '../../db/types.js'
import type { FieldError } from '../../http/errors.js'
import type { RegistrySchema } from '../../schemas/load.js'

export type RegistryData = Record<string, unknown>

/** Reads other records of the same tenant inside the writing transaction. */
export interface RegistryReader {
  /** Records of `registry` whose data matches `where` (top-level equality on JSON values). */
  find(registry: string, where?: RegistryData, limit?: number): Promise<(RegistryData & { id: number })[]>
  get(registry: string, id: number): Promise<(RegistryData & { id: number }) | undefined>
}

export interface RuleContext {
  trx: Transaction<Database>
  tenantId: number
  schema: RegistrySchema
  /**
   * The record as it will be stored (validated against the schema already). It is the very object
   * the engine writes, so a rule may fill derived, readOnly fields here (personDerivedFields).
   */
  record: RegistryData
  /** The stored record on update; undefined on create. */
  previous?: RegistryData & { id: number }
  /** Id on update. */
  id?: number
  reader: RegistryReader
}

/**
 * A rule a schema cannot say in plain JSON Schema, referred to by name from `x-rules`.
 * Returns the field errors (locale keys); an empty list means the record is fine. Runs inside the
 * writing transaction, so what it reads is what the write will be decided against.
 */
export type RegistryRule = (ctx: RuleContext) => Promise<FieldError[]> | FieldError[]
