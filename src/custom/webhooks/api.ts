import { http } from '../../providers/http'
import type { DeliveryPage, Webhook, WebhookDraft, WebhookPage } from './types'

export const WEBHOOK_PAGE_SIZE = 20
export const DELIVERY_PAGE_SIZE = 10

const listWebhooks = (page = 0) =>
  http<WebhookPage>('/events/webhook', { query: { page, size: WEBHOOK_PAGE_SIZE } })

/** Creates or changes a webhook; the secret travels only when one was typed. */
function saveWebhook(draft: WebhookDraft): Promise<Webhook> {
  const { secret, ...rest } = draft
  const json = secret ? { ...rest, secret } : rest
  return draft.id
    ? http<Webhook>(`/events/webhook/${draft.id}`, { method: 'PUT', json })
    : http<Webhook>('/events/webhook', { method: 'POST', json })
}

const deleteWebhook = (id: number) => http<void>(`/events/webhook/${id}`, { method: 'DELETE' })

const listDeliveries = (webhookId: number, page = 0) =>
  http<DeliveryPage>(`/events/webhook/${webhookId}/deliveries`, {
    query: { page, size: DELIVERY_PAGE_SIZE },
  })

const replayDelivery = (id: string) =>
  http<{ id: string; status: string }>(`/events/webhook/delivery/${id}/replay`, { method: 'POST' })

/** The webhook calls, methods of the app's data provider (typed on CustomMethods below, registered by src/admin/methods.ts). */
export const webhookMethods = {
  listWebhooks,
  saveWebhook,
  deleteWebhook,
  listDeliveries,
  replayDelivery,
}

type Registered = typeof webhookMethods
declare module '../../providers/customMethods' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the map's type is the whole body
  interface CustomMethods extends Registered {}
}
