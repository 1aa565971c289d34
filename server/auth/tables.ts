import type { Generated } from 'kysely'
import type { Timestamp } from '../db/columns.js'

export interface AppUserTable {
  id: Generated<number>
  email: string
  password_hash: string | null
  active: Generated<boolean>
  blocked: Generated<boolean>
  technical: Generated<boolean>
  created_at: Timestamp
  /** Access tokens issued before this instant are refused (password reset). */
  sessions_valid_after: Date | null
}

export interface PasswordHistoryTable {
  user_id: number
  id: Generated<number>
  hash: string
  created_at: Generated<string>
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

export interface ServerSecretTable {
  name: string
  value: string
}

/** Sign-in, tokens and throttling (platform tables: no tenant). */
export interface AuthTables {
  app_user: AppUserTable
  password_history: PasswordHistoryTable
  refresh_token: RefreshTokenTable
  auth_throttle: AuthThrottleTable
  technical_access: TechnicalAccessTable
  activation_key: ActivationKeyTable
  server_secret: ServerSecretTable
}
