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
  app_user: AppUserTable
  password_history: PasswordHistoryTable
  events_user: EventsUserTable
  refresh_token: RefreshTokenTable
  auth_throttle: AuthThrottleTable
  technical_access: TechnicalAccessTable
  activation_key: ActivationKeyTable
  mail_outbox: MailOutboxTable
  server_secret: ServerSecretTable
  registry_record: RegistryRecordTable
  stored_file: StoredFileTable
}

export interface AppUserTable {
  id: Generated<number>
  email: string
  password_hash: string | null
  active: Generated<boolean>
  blocked: Generated<boolean>
  technical: Generated<boolean>
  created_at: Generated<Timestamp>
}

export interface PasswordHistoryTable {
  user_id: number
  id: Generated<number>
  hash: string
  created_at: Generated<string>
}

export interface EventsUserTable {
  tenant_id: number
  id: Generated<number>
  user_id: number
  email: string
  type: 'COMMON' | 'ADMIN'
  active: Generated<boolean>
  features: Generated<string[]>
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
}

export interface RefreshTokenTable {
  id: Generated<number>
  family_id: string
  token_hash: string
  user_id: number
  tenant_id: number | null
  created_at: Generated<string>
  expires_at: Date | string
  family_expires_at: Date | string
  used_at: Date | string | null
  revoked_at: Date | string | null
}

export interface AuthThrottleTable {
  key: string
  failures: number
  window_start: Date | string
  locked_until: Date | string | null
}

export interface TechnicalAccessTable {
  user_id: number
  tenant_id: number
  expires_at: Date | string
}

export interface ActivationKeyTable {
  id: Generated<number>
  user_id: number
  key_hash: string
  expires_at: Date | string
  used_at: Date | string | null
  created_at: Generated<string>
}

export interface MailOutboxTable {
  id: Generated<number>
  tenant_id: number | null
  recipient: string
  subject: string
  body: string
  status: Generated<'PENDING' | 'SENT' | 'FAILED' | 'NOT_CONFIGURED'>
  error: string | null
  created_at: Generated<string>
  sent_at: Date | string | null
}

export interface ServerSecretTable {
  name: string
  value: string
}

export interface RegistryRecordTable {
  tenant_id: number
  registry: string
  id: Generated<number>
  data: Record<string, unknown>
  version: Generated<number>
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
  created_by: number | null
  updated_by: number | null
}

export interface StoredFileTable {
  tenant_id: number
  id: Generated<number>
  kind: 'IMAGE' | 'ATTACHMENT' | 'REPORT' | 'DOCUMENT'
  name: string
  mime: string
  size: number
  storage_key: string
  public: Generated<boolean>
  created_at: Generated<Timestamp>
  created_by: number | null
}
