/**
 * The report options of event-domain.md §4, one shape for the server (which reads them) and the
 * report page (which asks for them); each report lists the ones it reads in its file's
 * `defineReport` (server/reports/types/), which ./catalogue.ts gives the browser.
 */
export interface ReportOptions {
  startDate?: string
  endDate?: string
  /** Which date the period applies to: confirm by, cancellation date, event period, created at. */
  dateParameter?: 'CONFIRM_BY' | 'CANCELLATION_DATE' | 'PERIOD' | 'CREATED_AT'
  orderBy?: 'CODE' | 'START_DATE'
  chartType?: 'BAR' | 'LINE' | 'PIE'
  /** Requesters with only 1 or 2 events are summed into one "others" row (requester ranking). */
  groupRequesters?: boolean
  showCancellationReasons?: boolean
  waitlistOnly?: boolean
  includeInternal?: boolean
  /** The day the books are read as of (pace; default today): the situation history up to its end. */
  asOf?: string
  /** How many years before `asOf` the pace compares with (1 to 5; last year when unset). */
  priorYears?: number
}

export type ReportOption = keyof ReportOptions

/** What an event list report reads: the period and its date, order, chart and the two filters. */
export const eventList = [
  'startDate',
  'endDate',
  'dateParameter',
  'orderBy',
  'chartType',
  'waitlistOnly',
  'includeInternal',
] as const satisfies readonly ReportOption[]

/** The yes/no options: the page shows a checkbox for each one a report reads. */
export const reportFlags = [
  'groupRequesters',
  'showCancellationReasons',
  'waitlistOnly',
  'includeInternal',
] as const
export type ReportFlag = (typeof reportFlags)[number]
