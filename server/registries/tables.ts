import type { Generated } from 'kysely'
import type { Timestamp } from '../db/columns.js'

export interface RegistryRecordTable {
  tenant_id: number
  registry: string
  id: Generated<number>
  data: Record<string, unknown>
  version: Generated<number>
  created_at: Timestamp
  updated_at: Timestamp
  created_by: number | null
  updated_by: number | null
}

/** Records of every schema-described registry, kept whole as jsonb. */
export interface RegistryTables {
  registry_record: RegistryRecordTable
}
