/**
 * The business events a webhook may listen to (DESIGN.md wave 3, "Webhooks"): the server emits
 * them from where they happen, the screen offers them as checkboxes.
 */
export const WEBHOOK_TYPES = [
  'event.created',
  'event.situation',
  'booking.changed',
  'document.generated',
  'document.signed',
  'report.generated',
  'ticket.sold',
] as const

export type WebhookType = (typeof WEBHOOK_TYPES)[number]

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const
