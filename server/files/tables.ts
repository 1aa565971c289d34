import type { Generated } from 'kysely'
import type { Timestamp } from '../db/columns.js'

export interface StoredFileTable {
  tenant_id: number
  id: Generated<number>
  kind: 'IMAGE' | 'ATTACHMENT' | 'REPORT' | 'DOCUMENT'
  name: string
  mime: string
  size: number
  storage_key: string
  public: Generated<boolean>
  created_at: Timestamp
  created_by: number | null
}

/** Uploaded and generated files. */
export interface FileTables {
  stored_file: StoredFileTable
}
