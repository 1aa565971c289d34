/**
 * The reports (event-domain.md §2 and issue 38's sales reports), for both sides: the one list, in
 * the spec menu's order (platform.md §2), each report's route name and the §4 options it reads.
 * Each report is its file `server/reports/types/<name>.ts` (`export const report = defineReport(…)`:
 * its name, its place in the menu, its options and its reader); `npm run generate` writes the list
 * from those files (common/generated/reports.ts, scripts/lib/report-catalogue.ts). From an entry
 * follow its feature (`REPORT_<NAME>`), its menu entry and screen (`report/<name>`), its page's
 * fields and the permission editor's report group. Its words: `menu.report.<name>` and
 * `permissions.features.REPORT_<NAME>` in every locale.
 */
import { reports } from '../generated/reports.js'
import { reportFlags, type ReportFlag, type ReportOption } from './options.js'

export { reports }

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
