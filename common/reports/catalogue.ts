/**
 * The reports (event-domain.md §2 and issue 38's sales reports): the one list, in the spec menu's
 * order (platform.md §2). Each entry is a report's route name and the §4 options it reads; from it
 * follow its feature (`REPORT_<NAME>`), its menu entry and screen (`report/<name>`), its page's
 * fields and the permission editor's report group. How it reads its rows is
 * `server/reports/types/`, held to this list by the server catalogue's type. Its words:
 * `menu.report.<name>` and `permissions.features.REPORT_<NAME>` in every locale.
 */
import { eventList, reportFlags, type ReportFlag, type ReportOption } from './options.js'

export const reports = [
  { type: 'event', options: eventList },
  { type: 'costs', options: eventList },
  {
    type: 'cancellation',
    options: [
      'startDate',
      'endDate',
      'dateParameter',
      'orderBy',
      'chartType',
      'showCancellationReasons',
      'includeInternal',
    ],
  },
  { type: 'equipment', options: eventList },
  { type: 'meal', options: eventList },
  { type: 'timeline', options: eventList },
  {
    type: 'kanban',
    options: ['startDate', 'endDate', 'dateParameter', 'orderBy', 'chartType', 'includeInternal'],
  },
  {
    type: 'statistics',
    options: ['startDate', 'endDate', 'dateParameter', 'chartType', 'waitlistOnly', 'includeInternal'],
  },
  { type: 'people', options: eventList },
  { type: 'accommodation', options: eventList },
  {
    type: 'requester-ranking',
    options: ['startDate', 'endDate', 'dateParameter', 'chartType', 'groupRequesters', 'includeInternal'],
  },
  // The sales reports read their own dates: pace an as-of day and years back, none the date parameter.
  { type: 'pace', options: ['asOf', 'startDate', 'endDate', 'priorYears', 'chartType', 'includeInternal'] },
  { type: 'lost-business', options: ['startDate', 'endDate', 'chartType'] },
  { type: 'conversion', options: ['startDate', 'endDate', 'chartType', 'includeInternal'] },
] as const satisfies readonly { type: string; options: readonly ReportOption[] }[]

export type ReportType = (typeof reports)[number]['type']

export const reportTypes: readonly ReportType[] = reports.map((r) => r.type)

/** `requester-ranking` → `REPORT_REQUESTER_RANKING`: the named permission of the spec (platform.md §6). */
export const reportFeature = (type: string): string => `REPORT_${type.toUpperCase().replace(/-/g, '_')}`

/** The report group of the permission editor, in the menu's order. */
export const reportFeatures: readonly string[] = reportTypes.map(reportFeature)

/** The options a report reads (none for an unknown name). */
export const optionsOf = (type: string): readonly ReportOption[] =>
  reports.find((r) => r.type === type)?.options ?? []

/** The yes/no options a report reads, in their fixed order. */
export const flagsOf = (type: string): ReportFlag[] => reportFlags.filter((f) => optionsOf(type).includes(f))
