import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, tokenRequest } from '../helpers/auth.js'
import { plainText, startSmtpServer } from '../helpers/smtp.js'

describe(`password recovery (${testDbKind()})`, () => {
  let t: TestApp
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  const email = 'staff@demo.test'

  beforeAll(async () => {
    smtp = await startSmtpServer()
    t = await createTestApp({ configure: (c) => void (c.mail.url = smtp.url) })
  })
  afterAll(async () => {
    await t?.close()
    await smtp?.close()
  })

  const recover = (address: string) =>
    t.app.inject({
      method: 'POST',
      url: `/events/events-users/recover-password?email=${encodeURIComponent(address)}`,
    })
  const unblock = (body: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: '/cm-oauth/admin/user/unblock', payload: body })

  async function requestKey(): Promise<string> {
    // This file asks for many keys on purpose; the hourly recovery quota is tested in hardening-auth.
    await t.database.db.deleteFrom('auth_throttle').where('key', 'like', 'recover%').execute()
    const before = smtp.received.length
    const res = await recover(email)
    expect(res.statusCode).toBe(200)
    expect(smtp.received).toHaveLength(before + 1)
    const mail = smtp.received.at(-1)!
    expect(mail.to).toEqual([email])
    const key = /new-password\/[^/\s]+\/([A-Z0-9]{10})/.exec(plainText(mail.raw))?.[1]
    expect(key).toBeTruthy()
    return key!
  }

  it('an unknown e-mail is 404 "not user found"', async () => {
    const res = await recover('ghost@demo.test')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ message: 'auth.userNotFound', developerMessage: 'not user found' })
  })

  it('sends the activation key over SMTP and keeps the message in the outbox', async () => {
    await requestKey()
    const outbox = await t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', email)
      .execute()
    expect(outbox.at(-1)).toMatchObject({ status: 'SENT', subject: 'Eventdesk: recuperação de senha' })
  })

  it('reports each failing password rule on its own', async () => {
    const key = await requestKey()
    const res = await unblock({ email, activationKey: key, password: 'abc', confirmationPassword: 'abd' })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual([
      { field: 'password', message: 'password.digit', target: 'password' },
      { field: 'password', message: 'password.special', target: 'password' },
      { field: 'password', message: 'password.length', target: 'password' },
      { field: 'confirmationPassword', message: 'password.mismatch', target: 'confirmationPassword' },
    ])
    const missing = await unblock({
      email: 'not-an-email',
      password: 'Good#Pass1',
      confirmationPassword: 'Good#Pass1',
    })
    expect(missing.json().errors).toEqual([
      { field: 'email', message: 'error.invalidValue', target: 'email' },
      { field: 'activationKey', message: 'error.required', target: 'activationKey' },
    ])
  })

  it('a wrong key is "Not Found" and an expired one says so', async () => {
    const wrong = await unblock({
      email,
      activationKey: 'WRONGKEY22',
      password: 'Good#Pass1',
      confirmationPassword: 'Good#Pass1',
    })
    expect(wrong.statusCode).toBe(404)
    expect(wrong.json()).toMatchObject({
      message: 'auth.invalidActivationKey',
      developerMessage: 'Not Found',
    })
    const key = await requestKey()
    await sql`update activation_key set expires_at = now() - interval '1 minute'`.execute(t.database.db)
    const expired = await unblock({
      email,
      activationKey: key,
      password: 'Good#Pass1',
      confirmationPassword: 'Good#Pass1',
    })
    expect(expired.statusCode).toBe(410)
    expect(expired.json()).toMatchObject({
      message: 'auth.activationKeyExpired',
      developerMessage: 'activation key expired',
    })
  })

  it('refuses the last 4 passwords, accepts a new one, ends old sessions and signs in with it', async () => {
    const session = await signIn(t.app, accounts.staff)
    const passwords = ['First#2026', 'Second#2026', 'Third#2026']
    for (const pw of passwords) {
      const key = await requestKey()
      expect(
        (await unblock({ email, activationKey: key, password: pw, confirmationPassword: pw })).statusCode,
      ).toBe(200)
    }
    // History now holds Staff@2026, First, Second, Third: all four are refused.
    for (const pw of ['Staff@2026', ...passwords]) {
      const key = await requestKey()
      const res = await unblock({ email, activationKey: key, password: pw, confirmationPassword: pw })
      expect(res.statusCode).toBe(400)
      expect(res.json().errors).toEqual([
        { field: 'password', message: 'password.reused', target: 'password' },
      ])
    }
    const key = await requestKey()
    expect(
      (
        await unblock({
          email,
          activationKey: key,
          password: 'Fourth#2026',
          confirmationPassword: 'Fourth#2026',
        })
      ).statusCode,
    ).toBe(200)
    // The oldest (Staff@2026) left the history of 4 and may be used again.
    const again = await requestKey()
    expect(
      (
        await unblock({
          email,
          activationKey: again,
          password: 'Staff@2026',
          confirmationPassword: 'Staff@2026',
        })
      ).statusCode,
    ).toBe(200)
    // A key works once.
    expect(
      (
        await unblock({
          email,
          activationKey: again,
          password: 'Other#2026',
          confirmationPassword: 'Other#2026',
        })
      ).statusCode,
    ).toBe(404)

    const oldSession = await tokenRequest(t.app, {
      grant_type: 'refresh_token',
      refresh_token: session.refresh_token,
    })
    expect(oldSession.statusCode).toBe(401)
    expect((await tokenRequest(t.app, { grant_type: 'password', ...accounts.staff })).statusCode).toBe(200)
  })

  it('a mail server that does not answer is 503 "not able to send e-mail to"', async () => {
    t.app.config.mail.url = 'smtp://127.0.0.1:1'
    try {
      const res = await recover(email)
      expect(res.statusCode).toBe(503)
      expect(res.json()).toMatchObject({
        message: 'auth.emailFailed',
        developerMessage: `not able to send e-mail to ${email}`,
      })
      const last = await t.database.db
        .selectFrom('mail_outbox')
        .selectAll()
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      expect(last.status).toBe('FAILED')
    } finally {
      t.app.config.mail.url = smtp.url
    }
  })
})
