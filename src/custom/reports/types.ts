import type { ReportColumn } from '../../../common/reports/format'

/** The report answers of DESIGN.md wave 2 "Reports" and the options of event-domain.md §4. */
export type ChartType = 'BAR' | 'LINE' | 'PIE'
export type ReportFormat = 'XLSX' | 'CSV' | 'PDF'

export type { ReportOptions } from '../../../common/reports/options'

export type Cell = string | number | boolean | null
/** The server's column (common/reports/format.ts): kind, enumeration words, money's currency field. */
export type Column = ReportColumn
export interface Chart {
  type: ChartType
  labels: string[]
  series: { id: string; label: string; data: number[] }[]
}
export interface ReportData {
  rows: Record<string, Cell>[]
  total: number
  chart: Chart
  /** More charts beside the main one (the statistics report is a dashboard of them). */
  panels?: { id: string; title: string; chart: Chart }[]
  columns: Column[]
}

export type ReportStatus = 'GENERATING' | 'GENERATED' | 'ERROR'
export interface ReportEntry {
  reference: string
  type: string
  status: ReportStatus
  progress: number
  fileName: string | null
  fileExtension: string | null
  createdAt: string
  error: string | null
}

/** The reports in the spec menu's order, their options and flags: common/reports/catalogue.ts. */
export { flagsOf, optionsOf, reportTypes } from '../../../common/reports/catalogue'
