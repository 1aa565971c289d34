import type { Generated } from 'kysely'
import type { Timestamp } from '../db/columns.js'

export interface IntegrationLogTable {
  tenant_id: number
  id: Generated<number>
  integration: 'CHANNEL' | 'SIGNATURE' | 'PMS' | 'BILLING' | 'WEBHOOK'
  operation: string
  status: 'SUCCESS' | 'ERROR'
  reference: string | null
  message: Generated<string>
  request: unknown
  response: unknown
  date_hour: Timestamp
  guid: string | null
  duration_ms: number | null
}

/** Calls to outside parties. */
export interface IntegrationLogTables {
  integration_log: IntegrationLogTable
}
