/** Socket errors and PostgreSQL codes that mean "the database cannot be reached", not a bug. */
const codes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
])
const messages = /Connection terminated|not queryable|timeout exceeded when trying to connect/

/**
 * True when a request failed because the database is away (stopped, cut off, its sessions
 * terminated): the answer is 503, which clients and load balancers retry, not a 500 bug.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false
  const code = (err as { code?: unknown }).code
  // SQLSTATE class 08 is "connection exception".
  if (typeof code === 'string' && (codes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true
  return messages.test(err.message)
}
