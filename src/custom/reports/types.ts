import type { ReportColumn } from '../../../common/reports/format'

/** The report answers of DESIGN.md wave 2 "Reports" and the options of event-domain.md §4. */
export type ChartType = 'BAR' | 'LINE' | 'PIE'
export type ReportFormat = 'XLSX' | 'CSV' | 'PDF'
export type DateParameter = 'CONFIRM_BY' | 'CANCELLATION_DATE' | 'PERIOD' | 'CREATED_AT'

export interface ReportOptions {
  startDate?: string
  endDate?: string
  dateParameter?: DateParameter
  orderBy?: 'CODE' | 'START_DATE'
  chartType?: ChartType
  groupRequesters?: boolean
  showCancellationReasons?: boolean
  waitlistOnly?: boolean
  includeInternal?: boolean
  /** Pace: the day the books are read as of, and how many years it compares with (1 to 5). */
  asOf?: string
  priorYears?: number
}

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

/** The eleven reports in the spec menu's order (platform.md §2), then the sales reports (issue 38). */
export const reportTypes = [
  'event',
  'costs',
  'cancellation',
  'equipment',
  'meal',
  'timeline',
  'kanban',
  'statistics',
  'people',
  'accommodation',
  'requester-ranking',
  'pace',
  'lost-business',
  'conversion',
] as const

type Flag = 'groupRequesters' | 'showCancellationReasons' | 'waitlistOnly' | 'includeInternal'

/**
 * The yes/no options of §4 each report reads (server/reports/types/* `options`); dates, date
 * parameter and chart type apply to all, order to all but the aggregates.
 */
export const flagsOf: Record<string, Flag[]> = {
  event: ['waitlistOnly', 'includeInternal'],
  costs: ['waitlistOnly', 'includeInternal'],
  cancellation: ['showCancellationReasons', 'includeInternal'],
  equipment: ['waitlistOnly', 'includeInternal'],
  meal: ['waitlistOnly', 'includeInternal'],
  timeline: ['waitlistOnly', 'includeInternal'],
  kanban: ['includeInternal'],
  statistics: ['waitlistOnly', 'includeInternal'],
  people: ['waitlistOnly', 'includeInternal'],
  accommodation: ['waitlistOnly', 'includeInternal'],
  'requester-ranking': ['groupRequesters', 'includeInternal'],
  pace: ['includeInternal'],
  'lost-business': [],
  conversion: ['includeInternal'],
}

/** The sales reports read their own dates: pace an as-of day, none the date parameter. */
export const salesReports: readonly string[] = ['pace', 'lost-business', 'conversion']

/** Aggregated reports have no row order to choose. */
export const ordered = (type: string) =>
  type !== 'statistics' && type !== 'requester-ranking' && !salesReports.includes(type)
