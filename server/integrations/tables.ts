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
  created_at: Timestamp
  updated_at: Timestamp
}

/** The switch that makes a built-in party fail (operation '*' = every operation of the port). */
export interface LocalPartyFailureTable {
  tenant_id: number
  port: LocalPort
  operation: string
  mode: 'ERROR' | 'TIMEOUT' | 'REJECT'
  message: Generated<string>
}

/** The built-in channel's rooms of a rental-unit type on a night (migration 0024). */
export interface LocalChannelInventoryTable {
  tenant_id: number
  code: string
  night: string
  rooms: number
}

/** The built-in channel's price of a night for a rental-unit type and pax (migration 0024). */
export interface LocalChannelRateTable {
  tenant_id: number
  code: string
  date: string
  pax_amount: number
  pax_type: 'ADULT' | 'CHILD' | 'BOTH'
  currency: Generated<string>
  /** numeric: the driver answers a string. */
  value: number | string
}

/** The built-in parties' own state. */
export interface IntegrationTables {
  local_party_record: LocalPartyRecordTable
  local_party_failure: LocalPartyFailureTable
  local_channel_inventory: LocalChannelInventoryTable
  local_channel_rate: LocalChannelRateTable
}
