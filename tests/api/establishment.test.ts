import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { plainText, startSmtpServer } from '../helpers/smtp.js'
import { multipart, tinyPng } from '../helpers/multipart.js'

/** An SMTP server that wants AUTH and accepts only `mailer` / `s3cret`. */
async function startAuthSmtp() {
  const server = new SMTPServer({
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === 'mailer' && auth.password === 's3cret') return cb(null, { user: 'mailer' })
      cb(new Error('Invalid username or password'))
    },
    onData(stream, _session, cb) {
      stream.resume()
      stream.on('end', () => cb())
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}

/** A loopback port nothing listens on. */
async function closedPort() {
  const s = net.createServer()
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r))
  const { port } = s.address() as AddressInfo
  await new Promise<void>((r) => s.close(() => r()))
  return port
}

describe(`establishment (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let staff: Tokens
  let other: Tokens
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let authSmtp: Awaited<ReturnType<typeof startAuthSmtp>>

  beforeAll(async () => {
    // The test mail servers listen on loopback at random ports: the operator's opt-in (smtp-target.ts).
    t = await createTestApp({ configure: (c) => void (c.smtpTest = { ports: ['*'], allowPrivate: true }) })
    admin = await signIn(t.app, accounts.admin)
    staff = await signIn(t.app, accounts.staff)
    other = await signIn(t.app, accounts.otherAdmin)
    smtp = await startSmtpServer()
    authSmtp = await startAuthSmtp()
  })
  afterAll(async () => {
    await smtp?.close()
    await authSmtp?.close()
    await t?.close()
  })

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Tokens = admin, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(who), payload: payload as never })

  it('admins read their own establishment; anyone else is 403', async () => {
    const res = await call('GET', '/events/establishment')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      socialReason: 'Demo Hotel Eventos e Hospedagem Ltda.',
      language: 'pt-BR',
      eventsModule: true,
      ticketsModule: true,
      mail: { host: null, hasPassword: false },
      integrations: { channel: { enabled: false, hasPassword: false }, eSignature: {}, pms: {}, billing: {} },
      version: 1,
    })
    expect((await call('GET', '/events/establishment', other)).json().socialReason).toBe(
      'Other Venue Centro de Convenções S.A.',
    )
    for (const [method, url] of [
      ['GET', '/events/establishment'],
      ['PUT', '/events/establishment/'],
      ['POST', '/events/establishment/'],
      ['POST', '/events/establishment/smtpconfigtest'],
    ] as const) {
      expect(
        (await call(method, url, staff, method === 'GET' ? undefined : {})).statusCode,
        `${method} ${url}`,
      ).toBe(403)
    }
  })

  it('saves company data, language, modules, mail and integrations; passwords never come back', async () => {
    const { DEMO } = await tenantIds(t.app)
    const upload = multipart([{ filename: 'logo.png', type: 'image/png', bytes: tinyPng }])
    const logo = (
      await t.app.inject({
        method: 'POST',
        url: `/events/image/${DEMO}`,
        headers: { ...bearer(admin), ...upload.headers },
        payload: upload.payload,
      })
    ).json()
    const res = await call('PUT', '/events/establishment/', admin, {
      companyId: 1,
      tradeName: 'Demo Hotel & Spa',
      address: { street: 'Rua A', number: '10', city: 'Gramado', state: 'RS', zipCode: '95670-000' },
      phone: '+55 54 3286 0000',
      email: 'events@demo.test',
      language: 'es',
      ticketsModule: false,
      mail: {
        host: '127.0.0.1',
        port: authSmtp.port,
        secure: false,
        user: 'mailer',
        password: 's3cret',
        from: 'Demo Hotel <events@demo.test>',
      },
      integrations: {
        channel: { url: 'https://channel.example/api', user: 'demo', password: 'ch-pass', enabled: true },
      },
      defaultAssemblyRate: 150.5,
      defaultDisassemblyRate: 75,
      logoImageId: logo.id,
      version: 1,
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      tradeName: 'Demo Hotel & Spa',
      // The address merges into the stored one: the seeded complement stays.
      address: { street: 'Rua A', city: 'Gramado', complement: '12º andar' },
      language: 'es',
      ticketsModule: false,
      mail: { host: '127.0.0.1', user: 'mailer', hasPassword: true },
      integrations: {
        channel: { url: 'https://channel.example/api', enabled: true, hasPassword: true },
        pms: { hasPassword: false },
      },
      defaultAssemblyRate: 150.5,
      logoImageId: logo.id,
      version: 2,
    })
    expect(JSON.stringify(body)).not.toMatch(/s3cret|ch-pass/)
    expect(JSON.stringify((await call('GET', '/events/establishment')).json())).not.toMatch(
      /s3cret|ch-pass|password"/,
    )

    // An empty password keeps the stored one; POST is the same update.
    const again = await call('POST', '/events/establishment/', admin, {
      mail: { password: '' },
      integrations: { channel: { password: '' } },
      phone: '',
    })
    expect(again.json()).toMatchObject({
      phone: null,
      mail: { hasPassword: true },
      integrations: { channel: { hasPassword: true } },
      version: 3,
    })
    const row = await t.database.db
      .selectFrom('company')
      .select(['smtp_password', 'integrations'])
      .where('tenant_id', '=', DEMO)
      .executeTakeFirstOrThrow()
    expect(row.smtp_password).toBe('s3cret')
    expect(row.integrations.channel.password).toBe('ch-pass')

    const session = (await call('GET', '/events/establishment-user')).json()
    expect(session).toMatchObject({
      language: 'es',
      eventsModule: true,
      ticketsModule: false,
      tradeName: 'Demo Hotel & Spa',
    })
  })

  it("saves the venue's time zone (calendar feeds declare it); Brazil's until one is chosen", async () => {
    const before = (await call('GET', '/events/establishment')).json()
    expect(before.timeZone).toBe('America/Sao_Paulo')
    const saved = await call('PUT', '/events/establishment/', admin, { timeZone: 'America/New_York' })
    expect(saved.statusCode, saved.body).toBe(200)
    expect((await call('GET', '/events/establishment')).json().timeZone).toBe('America/New_York')
    await call('PUT', '/events/establishment/', admin, { timeZone: 'America/Sao_Paulo' })
  })

  it('a stale version is 409; broken rules are 400 and change nothing', async () => {
    const before = (await call('GET', '/events/establishment')).json()
    const stale = await call('PUT', '/events/establishment/', admin, { tradeName: 'X', version: 1 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toBe('error.changedInAnotherSession')
    const bad = await call('PUT', '/events/establishment/', admin, {
      socialReason: '  ',
      email: 'not-an-email',
      eventsModule: false,
      ticketsModule: false,
      integrations: { pms: { enabled: true }, billing: { url: 'ftp://x' } },
      logoImageId: 999999,
      timeZone: 'Mars/Olympus_Mons',
    })
    expect(bad.statusCode).toBe(400)
    expect(
      bad.json().errors.map((e: { field: string; message: string }) => `${e.field}:${e.message}`),
    ).toEqual([
      'socialReason:error.required',
      'email:error.invalidValue',
      'eventsModule:establishment.moduleRequired',
      'timeZone:error.invalidValue',
      'integrations.pms.url:error.required',
      'integrations.billing.url:error.invalidValue',
      'logoImageId:error.invalidReference',
    ])
    const schema = await call('PUT', '/events/establishment/', admin, {
      language: 'fr',
      mail: { port: 70000 },
    })
    expect(schema.statusCode).toBe(400)
    expect(
      schema
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['language', 'mail.port'])
    expect((await call('GET', '/events/establishment')).json()).toEqual(before)
  })

  it('the SMTP test really talks to the server: stored settings with their password, then a message to the caller', async () => {
    const res = await call('POST', '/events/establishment/smtpconfigtest', admin, {})
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ ok: true })
    const outbox = await t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', 'admin@demo.test')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(outbox).toMatchObject({ status: 'SENT' })
  })

  it('testing the settings of the form sends the message there', async () => {
    const res = await call('POST', '/events/establishment/smtpconfigtest', admin, {
      mail: { host: '127.0.0.1', port: smtp.port, secure: false },
    })
    expect(res.statusCode, res.body).toBe(200)
    const mail = smtp.received.at(-1)!
    expect(mail.to).toEqual(['admin@demo.test'])
    expect(plainText(mail.raw)).toContain('127.0.0.1')
  })

  it('a server that refuses is 400 and one that cannot be reached is 503, in our words (reply code only)', async () => {
    const refused = await call('POST', '/events/establishment/smtpconfigtest', admin, {
      host: '127.0.0.1',
      port: authSmtp.port,
      user: 'mailer',
      password: 'wrong',
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ message: 'establishment.smtpRejected' })
    expect(refused.json().developerMessage).toBe('SMTP 535')

    const down = await call('POST', '/events/establishment/smtpconfigtest', admin, {
      host: '127.0.0.1',
      port: await closedPort(),
    })
    expect(down.statusCode).toBe(503)
    expect(down.json()).toMatchObject({ message: 'establishment.smtpUnavailable' })
    expect(down.json().developerMessage).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/)

    const none = await call('POST', '/events/establishment/smtpconfigtest', other, {})
    expect(none.statusCode).toBe(400)
    expect(none.json().errors).toEqual([
      { field: 'mail.host', message: 'establishment.smtpNotConfigured', target: 'mail.host' },
    ])
  })
})
