import type { ColumnType, Generated } from 'kysely'
import type { Timestamp } from '../db/columns.js'

export type ReportStatus = 'GENERATING' | 'GENERATED' | 'ERROR'
export type ReportFormat = 'XLSX' | 'CSV' | 'PDF'

export interface ReportTable {
  tenant_id: number
  id: Generated<number>
  reference: string
  type: string
  format: ReportFormat
  options: ColumnType<Record<string, unknown>, string, string>
  scope: ColumnType<Record<string, unknown>, string, string>
  locale: string
  status: Generated<ReportStatus>
  progress: Generated<number>
  file_name: string | null
  file_extension: string | null
  file_id: number | null
  error: string | null
  owner_id: number
  owner_email: string
  created_at: Timestamp
  finished_at: ColumnType<string | null, string | null | undefined, string | null>
}

/** Reports asked for and their files (migration 0020). */
export interface ReportTables {
  report: ReportTable
}
