import crypto from 'node:crypto'

export interface DeliveryBody {
  id: string
  type: string
  createdAt: string
  tenantId: number
  data: unknown
}

/** The JSON body, its keys always in this order so every try sends the same bytes. */
export const bodyText = (d: DeliveryBody) =>
  JSON.stringify({ id: d.id, type: d.type, createdAt: d.createdAt, tenantId: d.tenantId, data: d.data })

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">` with the webhook's secret. */
export const signature = (secret: string, timestamp: number, body: string) =>
  `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`

/** The headers of one try: the delivery id is the same on every try, the timestamp is the try's. */
export function signedHeaders(secret: string, deliveryId: string, body: string, now = Date.now()) {
  const timestamp = Math.floor(now / 1000)
  return {
    'user-agent': 'Eventdesk-Webhooks/1',
    'x-eventdesk-delivery': deliveryId,
    'x-eventdesk-timestamp': String(timestamp),
    'x-eventdesk-signature': signature(secret, timestamp, body),
  }
}
