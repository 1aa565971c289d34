import type { Generated } from 'kysely'
import type { Timestamp } from '../db/columns.js'

export interface TenantTable {
  id: Generated<number>
  code: string
  name: string
  active: Generated<boolean>
  created_at: Timestamp
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
  created_at: Timestamp
  address: Generated<Record<string, string | null>>
  phone: string | null
  email: string | null
  smtp_host: string | null
  smtp_port: number | null
  smtp_secure: Generated<boolean>
  smtp_user: string | null
  smtp_password: string | null
  mail_from: string | null
  integrations: Generated<Record<string, Record<string, unknown>>>
  default_assembly_rate: Generated<number>
  default_disassembly_rate: Generated<number>
  logo_image_id: number | null
  /** IANA zone of the venue's wall clock (calendar feeds' VTIMEZONE). */
  time_zone: Generated<string>
  version: Generated<number>
}

/** The tenant and its establishment (company). */
export interface EstablishmentTables {
  tenant: TenantTable
  company: CompanyTable
}
