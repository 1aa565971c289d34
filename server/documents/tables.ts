import type { ColumnType, Generated } from 'kysely'
import type { Timestamp } from '../db/columns.js'

export type DocumentType = 'BUDGET' | 'CONTRACT' | 'BEO' | 'COMMISSION'
export type DocumentStatus = 'GENERATING' | 'DONE' | 'FAILED'

export interface EventDocumentTable {
  tenant_id: number
  id: Generated<number>
  event_id: number
  document_type: DocumentType
  template_id: number
  number: number
  version: number
  status: Generated<DocumentStatus>
  job_reference: string | null
  file_id: number | null
  error: string | null
  signature: ColumnType<unknown, string | null | undefined, string | null>
  created_by: number | null
  created_at: Timestamp
  /** BEO only (migration 0026): the lines shown, and what changed since the previous revision. */
  beo_lines: ColumnType<unknown, string | null | undefined, string | null>
  changes: ColumnType<unknown, string | null | undefined, string | null>
  /** Migration 0031: the summary total, event version and priced fingerprint it was made from. */
  total: ColumnType<string | null, number | null | undefined, number | null>
  event_version: number | null
  priced: string | null
}

/** One request for badges (migration 0026), rendered into one PDF by `documents.badges`. */
export interface BadgeBatchTable {
  tenant_id: number
  id: Generated<number>
  event_id: number
  template_id: number
  requester_ids: ColumnType<number[], string, string>
  status: Generated<DocumentStatus>
  job_reference: string | null
  file_id: number | null
  error: string | null
  created_by: number | null
  created_at: Timestamp
}

/** Generated event documents (migration 0019) and badges (0026). */
export interface DocumentTables {
  event_document: EventDocumentTable
  badge_batch: BadgeBatchTable
}
