/**
 * The wire formats as patterns a validator enforces (issue 51): `local-date-time` and `date` are
 * names no OpenAPI validator knows, so `10/03/2027` passed the document and only the server
 * refused it. Each schema of such a format also gets the pattern of common/wire-formats.ts (years
 * 1900–2199, months 01–12, days 01–31); the format stays as an annotation, and the server still
 * checks the real calendar day. The document only: the routes validate as before.
 */
const DAY = '(19|20|21)\\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])'
const TIME = 'T([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d'

export const WIRE_PATTERNS: Record<string, string> = {
  'local-date-time': `^${DAY}${TIME}$`,
  // A value that means a day takes a date-time alike (common/wire-dates.ts isWireDate).
  date: `^${DAY}(${TIME})?$`,
  color: '^#[0-9a-fA-F]{6}$',
}

/** Adds the pattern beside every wire format anywhere in the document (components, bodies, answers). */
export function withWirePatterns<T>(node: T): T {
  if (Array.isArray(node)) node.forEach(withWirePatterns)
  else if (node && typeof node === 'object') {
    const schema = node as Record<string, unknown>
    const pattern = typeof schema.format === 'string' ? WIRE_PATTERNS[schema.format] : undefined
    if (pattern && schema.pattern === undefined && schema.type !== undefined) schema.pattern = pattern
    Object.values(schema).forEach(withWirePatterns)
  }
  return node
}
