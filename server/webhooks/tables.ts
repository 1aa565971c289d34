import type { Generated } from 'kysely'
import type { Timestamp } from '../db/columns.js'

export type DeliveryStatus = 'PENDING' | 'DELIVERED' | 'FAILED'

export interface WebhookTable {
  tenant_id: number
  id: Generated<number>
  url: string
  events: string[]
  /** Write-only: never leaves the server except as the key of a signature. */
  secret: string
  active: Generated<boolean>
  disabled_reason: string | null
  disabled_at: Timestamp | null
  failing_since: Timestamp | null
  version: Generated<number>
  created_at: Timestamp
}

export interface WebhookDeliveryTable {
  tenant_id: number
  id: Generated<string>
  webhook_id: number
  type: string
  data: unknown
  status: Generated<DeliveryStatus>
  attempts: Generated<number>
  last_status: number | null
  last_error: string | null
  next_attempt_at: Timestamp | null
  created_at: Timestamp
}

export interface WebhookAttemptTable {
  tenant_id: number
  id: Generated<number>
  delivery_id: string
  number: number
  status: number | null
  error: string | null
  duration_ms: number | null
  at: Timestamp
}

/** Webhooks, their deliveries and each try (migration 0033). */
export interface WebhookTables {
  webhook: WebhookTable
  webhook_delivery: WebhookDeliveryTable
  webhook_attempt: WebhookAttemptTable
}
