import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './database-unavailable.js'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it('is true for a database out of reach: refused, reset, terminated sessions, connection exceptions', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true)
    expect(
      isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01')),
    ).toBe(true)
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(
      isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable')),
    ).toBe(true)
  })

  it('is false for what a request or a bug causes: constraint violations, syntax errors, anything else', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(
      false,
    )
    expect(isDatabaseUnavailable(withCode('syntax error at or near "x"', '42601'))).toBe(false)
    expect(isDatabaseUnavailable(new TypeError('cannot read properties of undefined'))).toBe(false)
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false)
  })
})
