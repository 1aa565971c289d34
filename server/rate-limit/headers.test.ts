import { describe, expect, it } from 'vitest'
import { limitHeader, policyHeader, retryAfterSeconds, type PolicyState } from './headers.js'

const token: PolicyState = {
  name: 'token',
  quota: 1200,
  windowSeconds: 60,
  remaining: 1187,
  resetSeconds: 42,
}
const tenant: PolicyState = { name: 'tenant', quota: 6000, windowSeconds: 60, remaining: 0, resetSeconds: 42 }

describe('rate-limit headers (draft-ietf-httpapi-ratelimit-headers)', () => {
  it('writes each policy as a quoted name with integer parameters, in one list', () => {
    expect(policyHeader([token, tenant])).toBe('"token";q=1200;w=60, "tenant";q=6000;w=60')
    expect(limitHeader([token, tenant])).toBe('"token";r=1187;t=42, "tenant";r=0;t=42')
  })

  it('never writes a negative or fractional number', () => {
    expect(limitHeader([{ ...token, remaining: -3, resetSeconds: 1.7 }])).toBe('"token";r=0;t=1')
  })

  it("Retry-After is the exhausted policy's reset, never below one second", () => {
    expect(retryAfterSeconds([token, { ...tenant, resetSeconds: 17 }])).toBe(17)
    expect(retryAfterSeconds([{ ...token, remaining: 0, resetSeconds: 0 }])).toBe(1)
  })
})
