/**
 * The answer's rate-limit fields as draft-ietf-httpapi-ratelimit-headers-10/11 writes them
 * (https://datatracker.ietf.org/doc/draft-ietf-httpapi-ratelimit-headers/, §4 and §5): both are
 * Structured Field Lists (RFC 9651) of a quoted policy name with integer parameters —
 * `RateLimit-Policy: "token";q=1200;w=60` (quota, window seconds) and
 * `RateLimit: "token";r=1187;t=42` (remaining, seconds until the quota resets). Every policy that
 * applies is listed, so a client sees the tenant's budget beside its own.
 */
export type PolicyName = 'token' | 'tenant'

export interface PolicyState {
  name: PolicyName
  quota: number
  windowSeconds: number
  remaining: number
  resetSeconds: number
}

/** A policy name is a Structured Field String: only printable ASCII, `"` and `\` escaped. */
const sfString = (name: string) => `"${name.replace(/[\\"]/g, (c) => `\\${c}`)}"`

/** Integers are what the draft's parameters take; a negative never goes out. */
const sfInteger = (n: number) => String(Math.max(0, Math.floor(n)))

export const policyHeader = (states: readonly PolicyState[]) =>
  states.map((s) => `${sfString(s.name)};q=${sfInteger(s.quota)};w=${sfInteger(s.windowSeconds)}`).join(', ')

export const limitHeader = (states: readonly PolicyState[]) =>
  states
    .map((s) => `${sfString(s.name)};r=${sfInteger(s.remaining)};t=${sfInteger(s.resetSeconds)}`)
    .join(', ')

/**
 * Retry-After (RFC 9110 §10.2.3, delay-seconds) of a refusal: when the first exhausted policy's
 * window ends; at least 1, as "0" would invite an immediate retry within the same second.
 */
export const retryAfterSeconds = (states: readonly PolicyState[]) =>
  Math.max(1, ...states.filter((s) => s.remaining <= 0).map((s) => s.resetSeconds))
