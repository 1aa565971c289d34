import type { Timestamp } from '../db/columns.js'

export interface ConfigurationEntryTable {
  tenant_id: number
  name: string
  value: unknown
  updated_at: Timestamp
  updated_by: number | null
}

/** Per-tenant configuration entries. */
export interface ConfigurationTables {
  configuration_entry: ConfigurationEntryTable
}
