import type { Page } from '../../../common/page'
/** Rows of GET /events/integration-log (server/integration-log/repository.ts). */
export const INTEGRATIONS = ['CHANNEL', 'SIGNATURE', 'PMS', 'BILLING', 'WEBHOOK'] as const
export const STATUSES = ['SUCCESS', 'ERROR'] as const
export type Integration = (typeof INTEGRATIONS)[number]
export type IntegrationStatus = (typeof STATUSES)[number]

export interface IntegrationLogRow {
  id: number
  integration: Integration
  operation: string
  status: IntegrationStatus
  reference: string | null
  message: string
  dateHour: string
}

export interface IntegrationLogDetail extends IntegrationLogRow {
  request: unknown
  response: unknown
}

export interface LogFilter {
  search: string
  integration: Integration | ''
  status: IntegrationStatus | ''
  /** Wire days, YYYY-MM-DD. */
  from?: string
  to?: string
}

export const emptyLogFilter: LogFilter = { search: '', integration: '', status: '' }

export type LogPage = Page<IntegrationLogRow>
