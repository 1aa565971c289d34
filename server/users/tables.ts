import type { Generated } from 'kysely'
import type { Timestamp } from '../db/columns.js'

export interface EventsUserTable {
  tenant_id: number
  id: Generated<number>
  user_id: number
  email: string
  type: 'COMMON' | 'ADMIN'
  active: Generated<boolean>
  features: Generated<string[]>
  created_at: Timestamp
  updated_at: Timestamp
  /** Level per feature (server/permissions); `features` holds exactly the FREE ones. */
  feature_levels: Generated<Record<string, string>>
  /** Invited, not yet accepted: no sign-in to this tenant (issue 14, defect 10). */
  pending: Generated<boolean>
  invitation_key_hash: string | null
  invitation_expires_at: Date | null
}

export interface EventsUserFeatureHistoryTable {
  tenant_id: number
  id: Generated<number>
  events_user_id: number
  version: number
  features: string[]
  feature_levels: Record<string, string>
  changed_by_id: number | null
  changed_by_email: string | null
  changed_at: Timestamp
}

/** Members of a tenant and the history of their features. */
export interface UsersTables {
  events_user: EventsUserTable
  events_user_feature_history: EventsUserFeatureHistoryTable
}
