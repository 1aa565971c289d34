import type { Generated, ColumnType } from 'kysely'

/** Timestamps travel as `YYYY-MM-DDTHH:mm:ss` strings (see the type parsers in connection.ts). */
export type Timestamp = ColumnType<string, string | undefined, string>

export interface TenantTable {
  id: Generated<number>
  code: string
  name: string
  active: Generated<boolean>
  created_at: Generated<Timestamp>
}

export interface CompanyTable {
  tenant_id: number
  id: Generated<number>
  social_reason: string
  trade_name: string | null
  document: string | null
  language: Generated<string>
  events_module: Generated<boolean>
  tickets_module: Generated<boolean>
  created_at: Generated<Timestamp>
}

/** Hand-written tables. Registry tables are derived from schemas and reached dynamically. */
export interface Database {
  tenant: TenantTable
  company: CompanyTable
}
