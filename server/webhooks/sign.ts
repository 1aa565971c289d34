import crypto from 'node:crypto'

export interface DeliveryBody {
  id: string
  type: string
  /** When the business event happened, ISO 8601 with its offset (the database session's zone). */
  createdAt: string
  tenantId: number
  data: unknown
}

/** The JSON body, its keys always in this order so every try sends the same bytes. */
export const bodyText = (d: DeliveryBody) =>
  JSON.stringify({ id: d.id, type: d.type, createdAt: d.createdAt, tenantId: d.tenantId, data: d.data })

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">` with the webhook's secret (X-Eventdesk-Signature). */
export const signature = (secret: string, timestamp: number, body: string) =>
  `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`

/** The prefix of a secret in the Standard Webhooks form: `whsec_` and its key in base64. */
export const STANDARD_SECRET_PREFIX = 'whsec_'

/** A new secret as the server makes one: 24 random bytes, shown once as `whsec_…`. */
export const newStandardSecret = () => `${STANDARD_SECRET_PREFIX}${crypto.randomBytes(24).toString('base64')}`

/**
 * The key of the Standard Webhooks signature: a `whsec_` secret's base64 bytes, as the
 * `standardwebhooks` and `svix` verifiers read it; any other secret an administrator chose, its
 * UTF-8 bytes (a verifier is given `base64(secret)`, docs/integrations.md).
 */
export const standardKey = (secret: string): Buffer =>
  secret.startsWith(STANDARD_SECRET_PREFIX)
    ? Buffer.from(secret.slice(STANDARD_SECRET_PREFIX.length), 'base64')
    : Buffer.from(secret, 'utf8')

/** `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">` (Standard Webhooks' webhook-signature). */
export const standardSignature = (secret: string, id: string, timestamp: number, body: string) =>
  `v1,${crypto.createHmac('sha256', standardKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`

/**
 * The headers of one try: the delivery id is the same on every try, the timestamp is the try's.
 * Both forms are signed: the Standard Webhooks headers (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`) that stock verifiers read, and the `X-Eventdesk-*` ones receivers already
 * built on them check.
 */
export function signedHeaders(secret: string, deliveryId: string, body: string, now = Date.now()) {
  const timestamp = Math.floor(now / 1000)
  return {
    'user-agent': 'Eventdesk-Webhooks/1',
    'webhook-id': deliveryId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': standardSignature(secret, deliveryId, timestamp, body),
    'x-eventdesk-delivery': deliveryId,
    'x-eventdesk-timestamp': String(timestamp),
    'x-eventdesk-signature': signature(secret, timestamp, body),
  }
}
