import { describe, expect, it } from 'vitest'
import { basicClientCredentials, sameSecret } from './client-credentials.js'

const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`

describe('basicClientCredentials (RFC 6749 §2.3.1)', () => {
  it('reads credentials sent raw, as the app sends them', () => {
    expect(basicClientCredentials(basic('eventdesk-web:eventdesk-secret'))).toEqual({
      id: 'eventdesk-web',
      secret: 'eventdesk-secret',
    })
  })

  it('decodes form-urlencoded credentials: every character percent-encoded, and + as a space', () => {
    expect(basicClientCredentials(basic('eventdesk%2Dweb:eventdesk%2Dsecret'))).toEqual({
      id: 'eventdesk-web',
      secret: 'eventdesk-secret',
    })
    expect(basicClientCredentials(basic('my+app:s%3Ac%2Fr%C3%A9t%2B'))).toEqual({
      id: 'my app',
      secret: 's:c/rét+',
    })
  })

  it('splits at the first colon only, takes any letter case of the scheme', () => {
    expect(basicClientCredentials(basic('id:a:b'))).toEqual({ id: 'id', secret: 'a:b' })
    expect(basicClientCredentials(`bAsIc ${Buffer.from('x:y').toString('base64')}`)).toEqual({
      id: 'x',
      secret: 'y',
    })
  })

  it('no credential for other schemes, no colon, bad base64 or a broken percent sequence', () => {
    expect(basicClientCredentials(undefined)).toBeNull()
    expect(basicClientCredentials('Bearer abc')).toBeNull()
    expect(basicClientCredentials(basic('nocolon'))).toBeNull()
    expect(basicClientCredentials('Basic ***')).toBeNull()
    expect(basicClientCredentials(basic('id%:secret'))).toBeNull()
    expect(basicClientCredentials(basic('id:%E0%A4%A'))).toBeNull()
  })
})

describe('sameSecret', () => {
  it('is equality, whatever the lengths', () => {
    expect(sameSecret('eventdesk-secret', 'eventdesk-secret')).toBe(true)
    expect(sameSecret('eventdesk-secreT', 'eventdesk-secret')).toBe(false)
    expect(sameSecret('eventdesk', 'eventdesk-secret')).toBe(false)
    expect(sameSecret('', '')).toBe(true)
  })
})
