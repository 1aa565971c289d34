import { timingSafeEqual } from 'node:crypto'

/**
 * The client id and secret of an HTTP Basic `Authorization` header, as RFC 6749 §2.3.1 has a
 * client send them: each form-urlencoded (application/x-www-form-urlencoded, so `+` is a space
 * and any character may be percent-encoded) before they are joined with `:` and base64-encoded.
 * Widely used OAuth libraries encode every character that form encoding may encode
 * (`eventdesk%2Dweb:eventdesk%2Dsecret`); a client that sends them raw decodes to the same
 * values, since neither our id nor our secret holds `%` or `+`. Only the first `:` separates
 * (an encoded secret has none, a raw one might). Null when the header is no such credential.
 */
export function basicClientCredentials(header: string | undefined): { id: string; secret: string } | null {
  const match = /^basic +([A-Za-z0-9+/]+={0,2})\s*$/i.exec(header ?? '')
  if (!match) return null
  const decoded = Buffer.from(match[1], 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  if (colon < 0) return null
  const id = formDecode(decoded.slice(0, colon))
  const secret = formDecode(decoded.slice(colon + 1))
  return id === null || secret === null ? null : { id, secret }
}

function formDecode(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    // A lone `%` or a broken UTF-8 sequence: no credential at all rather than a guess.
    return null
  }
}

/** Compares in time independent of where two texts differ, so a secret is not guessed byte by byte. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
