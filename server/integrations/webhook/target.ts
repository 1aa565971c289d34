import { publicAddressOf } from '../../http/internal-address.js'

/** Where a webhook's POST connects: the URL's host for the TLS name, the checked address to dial. */
export interface WebhookTarget {
  url: URL
  /** An address to connect to, or null to let the system resolve an operator-allowed host. */
  address: string | null
}

/**
 * The SSRF rule of the mail settings applied to a webhook URL (http/internal-address.ts): a host
 * that resolves to a loopback, private or link-local address is refused unless the operator lists
 * it in WEBHOOK_ALLOWED_HOSTS. Checked at registration and again before every try (DNS may have
 * changed since); the try then connects to the address checked here. Null: refused.
 */
export async function webhookTarget(
  raw: string,
  allowedHosts: readonly string[],
  allowedPorts: readonly (readonly [number, number])[],
): Promise<WebhookTarget | null> {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username || url.password) return null
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  // An allowed internal host is allowed on its listed ports only: `127.0.0.1` must not also open
  // the database on 5432 to a tenant's webhook.
  if (allowedHosts.includes(host)) return allowedPort(url, allowedPorts) ? { url, address: null } : null
  const address = await publicAddressOf(host)
  return address ? { url, address } : null
}

/** The URL's port (its scheme's default when it names none) is in one of the ranges. */
export function allowedPort(url: URL, ranges: readonly (readonly [number, number])[]) {
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80))
  return ranges.some(([from, to]) => port >= from && port <= to)
}
