/** The report calls (DESIGN.md wave 2 "Reports", "Files of jobs"), through the one fetch wrapper. */
import { http } from '../../providers/http'
import { saveJobFile } from '../../providers/download'
import type { ReportData, ReportEntry, ReportFormat, ReportOptions } from './types'

/**
 * `language` is the app's language (the establishment's, or the person's pick): the server writes
 * the chart's words and the file in it, whatever the browser's Accept-Language says.
 */
const readReportData = (type: string, options: ReportOptions, language: string, signal?: AbortSignal) =>
  http<ReportData>(`/events/report/${type}/data`, {
    method: 'POST',
    json: { ...options, language },
    signal,
  })

const generateReport = (type: string, options: ReportOptions, format: ReportFormat, language: string) =>
  http<{ reference: string; status: 'GENERATING' }>(`/events/report/${type}`, {
    method: 'POST',
    json: { ...options, format, language },
  })

/** The person's latest reports, newest first (a Spring-like page). */
const listReports = (size = 10) =>
  http<{ content: ReportEntry[]; totalElements: number }>('/events/report', { query: { page: 0, size } })

/** The file needs the bearer, so it comes as a Blob and is saved under its own name. */
export const downloadReport = (entry: ReportEntry) =>
  saveJobFile(entry.reference, entry.fileName ?? `${entry.type}.${entry.fileExtension ?? 'bin'}`)

/** The report calls, methods of the app's data provider (typed on CustomMethods below, registered by src/admin/methods.ts); the file download stays a helper (download.ts). */
export const reportMethods = {
  readReportData,
  generateReport,
  listReports,
}

type Registered = typeof reportMethods
declare module '../../providers/customMethods' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the map's type is the whole body
  interface CustomMethods extends Registered {}
}
