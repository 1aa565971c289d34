import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, signIn, type Tokens } from '../helpers/auth.js'
import { isInternalAddress } from '../../server/establishment/smtp-target.js'

/** Issue 14, defect 5: the SMTP test is no port scanner of the server's network. */
describe(`SMTP test targets (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  beforeAll(async () => {
    t = await createTestApp()
    admin = await signIn(t.app, accounts.admin)
  })
  afterAll(() => t?.close())

  const probe = (mail: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/events/establishment/smtpconfigtest',
      headers: bearer(admin),
      payload: { mail },
    })

  it('refuses ports that are not SMTP ports, before any connection', async () => {
    const res = await probe({ host: 'smtp.example.com', port: 22 })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual([
      { field: 'mail.port', message: 'establishment.smtpPortNotAllowed', target: 'mail.port' },
    ])
  })

  it('refuses loopback, private and link-local hosts (names resolved first) with our own key', async () => {
    for (const host of [
      '127.0.0.1',
      'localhost',
      '10.1.2.3',
      '192.168.0.10',
      '169.254.169.254',
      '[::1]',
      '::1',
      '0.0.0.0',
    ]) {
      const res = await probe({ host, port: 25 })
      expect(res.statusCode, host).toBe(400)
      expect(res.json().errors, host).toEqual([
        { field: 'mail.host', message: 'establishment.smtpHostNotAllowed', target: 'mail.host' },
      ])
      expect(res.body).not.toMatch(/ECONNREFUSED|ETIMEDOUT|SSH/)
    }
  })

  it('classifies addresses', () => {
    expect(isInternalAddress('::ffff:127.0.0.1')).toBe(true)
    expect(isInternalAddress('172.20.0.5')).toBe(true)
    expect(isInternalAddress('fe80::1')).toBe(true)
    expect(isInternalAddress('93.184.216.34')).toBe(false)
    expect(isInternalAddress('2606:2800:220:1::1')).toBe(false)
  })
})
