import type { AuthContext } from '../auth/context.js'
import { badRequest, fieldError } from '../http/errors.js'
import { allowedSituations, seesOthers } from '../events/visibility.js'
import { wireDay, wireDayOf } from '../../common/wire-dates.js'
import type { ReportOptions } from '../../common/reports/options.js'

/** The report options of event-domain.md §4 (each report reads the ones that apply to it). */
export type { ReportOptions }

export const formats = ['XLSX', 'CSV', 'PDF'] as const

const optionProperties = {
  startDate: wireDay(),
  endDate: wireDay(),
  dateParameter: { type: 'string', enum: ['CONFIRM_BY', 'CANCELLATION_DATE', 'PERIOD', 'CREATED_AT'] },
  orderBy: { type: 'string', enum: ['CODE', 'START_DATE'] },
  chartType: { type: 'string', enum: ['BAR', 'LINE', 'PIE'] },
  groupRequesters: { type: 'boolean' },
  showCancellationReasons: { type: 'boolean' },
  waitlistOnly: { type: 'boolean' },
  includeInternal: { type: 'boolean' },
  asOf: wireDay(),
  priorYears: { type: 'integer', minimum: 1, maximum: 5 },
} as const

/** The data call's body; clients also send companyId and createdBy, which are ignored. */
export const optionsSchema = { type: 'object', properties: optionProperties } as const

/** The generate call's body: the options and the file format. */
export const generateSchema = {
  type: 'object',
  required: ['format'],
  properties: { ...optionProperties, format: { type: 'string', enum: formats } },
} as const

/** Only the options themselves are kept (never companyId or other body noise). */
export function pickOptions(body: Record<string, unknown>): ReportOptions {
  const picked: Record<string, unknown> = {}
  for (const key of Object.keys(optionProperties)) if (body[key] !== undefined) picked[key] = body[key]
  const options = picked as ReportOptions
  // The period's dates mean days: a date-time sent for one is kept as its day, so every report and
  // the pair check below compare days (`2027-12-31T23:59:59` is 31 December, all of it).
  if (options.startDate) options.startDate = wireDayOf(options.startDate)
  if (options.endDate) options.endDate = wireDayOf(options.endDate)
  if (options.asOf) options.asOf = wireDayOf(options.asOf)
  // The schema checks each field; the pair is checked here (a period that ends before it starts).
  if (options.startDate && options.endDate && options.endDate < options.startDate)
    throw badRequest([fieldError('endDate', 'report.endBeforeStart')])
  return options
}

/**
 * What the asker may see, fixed when they ask: the report job runs later (maybe after a restart)
 * without a request, and must never show what the event list would hide from them.
 */
export interface ReportScope {
  userId: number
  seesOthers: boolean
  situations: string[]
}

export const scopeOf = (auth: AuthContext): ReportScope => ({
  userId: auth.eventsUserId ?? -1,
  seesOthers: seesOthers(auth),
  situations: allowedSituations(auth),
})
