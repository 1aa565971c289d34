import type { Generated } from 'kysely'
import type { Timestamp } from '../db/columns.js'

export type LocalPort = 'channel' | 'esign' | 'pms' | 'billing'

/** State a built-in external party keeps on its side (server/integrations/<port>/local.ts). */
export interface LocalPartyRecordTable {
  tenant_id: number
  id: Generated<number>
  port: LocalPort
  kind: string
  external_id: string
  guid: string
  state: Record<string, unknown>
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
}

/** The switch that makes a built-in party fail (operation '*' = every operation of the port). */
export interface LocalPartyFailureTable {
  tenant_id: number
  port: LocalPort
  operation: string
  mode: 'ERROR' | 'TIMEOUT' | 'REJECT'
  message: Generated<string>
}

/** The built-in parties' own state. */
export interface IntegrationTables {
  local_party_record: LocalPartyRecordTable
  local_party_failure: LocalPartyFailureTable
}
