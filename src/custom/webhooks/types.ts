import type { Page } from '../../../common/page'
import type { WebhookType } from '../../../common/webhook-types'

export { WEBHOOK_TYPES, type WebhookType } from '../../../common/webhook-types'

/** A row of GET /events/webhook (server/webhooks/repository.ts): never the secret. */
export interface Webhook {
  id: number
  url: string
  events: WebhookType[]
  active: boolean
  disabledReason: string | null
  disabledAt: string | null
  failingSince: string | null
  version: number
  createdAt: string
  /** Only in a create's answer when the server made the secret: shown once, never again. */
  secret?: string
}

/** What the form sends; an empty secret on an edit keeps the stored one. */
export interface WebhookDraft {
  id?: number
  url: string
  events: WebhookType[]
  secret: string
  active: boolean
  version?: number
}

export interface DeliveryTry {
  number: number
  status: number | null
  error: string | null
  durationMs: number | null
  at: string
}

/** A row of GET /events/webhook/{id}/deliveries (server/webhooks/deliveries.ts). */
export interface Delivery {
  id: string
  type: WebhookType
  status: 'PENDING' | 'DELIVERED' | 'FAILED'
  attempts: number
  lastStatus: number | null
  lastError: string | null
  nextAttemptAt: string | null
  createdAt: string
  tries: DeliveryTry[]
}

export type WebhookPage = Page<Webhook>
export type DeliveryPage = Page<Delivery>
