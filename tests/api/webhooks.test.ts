import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Webhook } from 'standardwebhooks'
import { withTenant } from '../../server/db/tenant.js'
import { enqueueWebhooks } from '../../server/webhooks/enqueue.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { testDbKind } from '../helpers/database.js'
import { api } from '../helpers/events.js'
import { items, roomBody } from '../helpers/event-items.js'
import { makeBoxOffice, saleOf } from '../helpers/tickets.js'
import { drainJobs, waitFor } from '../helpers/jobs.js'
import { startReceiver, verifies } from '../helpers/webhook-receiver.js'

const SECRET = 'whsec-test-0123456789'

describe(`signed webhooks (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let a: ReturnType<typeof api>
  let demo: number
  let receiver: Awaited<ReturnType<typeof startReceiver>>

  beforeAll(async () => {
    t = await createTestApp({
      // The test's receiver is on loopback: the operator's opt-in; tries 100, 200, 400 ms apart.
      configure: (c) =>
        void (c.webhooks = {
          ...c.webhooks,
          allowedHosts: ['127.0.0.1'],
          allowedPorts: [[32768, 65535]],
          retrySchedule: [100, 200, 400],
        }),
    })
    a = api(t.app)
    demo = (await tenantIds(t.app)).DEMO
    admin = await signIn(t.app, accounts.admin)
    receiver = await startReceiver()
  })
  afterAll(async () => {
    await receiver?.close()
    await t?.close()
  })

  const register = async (events: string[], url = receiver.url) => {
    const res = await a.call('POST', '/events/webhook', admin, { url, events, secret: SECRET, active: true })
    expect(res.statusCode, res.body).toBe(201)
    return res.json() as { id: number }
  }
  const deliveries = async (id: number) => {
    const res = await a.call('GET', `/events/webhook/${id}/deliveries?page=0`, admin)
    expect(res.statusCode, res.body).toBe(200)
    return res.json().content as {
      id: string
      type: string
      status: string
      attempts: number
      lastStatus: number | null
      tries: { number: number; status: number | null }[]
    }[]
  }
  const clear = async (id: number) => {
    await drainJobs(t.app)
    expect((await a.call('DELETE', `/events/webhook/${id}`, admin)).statusCode).toBe(204)
    receiver.received.length = 0
  }

  it('a situation change delivers once, signed over timestamp and body', async () => {
    const hook = await register(['event.situation'])
    const event = await a.event(admin, { name: 'Webhook Situação' })
    const res = await a.action(admin, 'event-new/change-new-event-to-negotiation', {
      id: event.id,
      version: event.version,
    })
    expect(res.statusCode, res.body).toBe(200)
    await drainJobs(t.app)
    // The creation is not a type this webhook listens to: one delivery, the situation's.
    expect(receiver.received).toHaveLength(1)
    const [got] = receiver.received
    expect(verifies(SECRET, got)).toBe(true)
    expect(verifies('another-secret-000', got)).toBe(false)
    const body = JSON.parse(got.body)
    expect(body).toMatchObject({
      type: 'event.situation',
      tenantId: demo,
      data: { eventId: event.id, from: 'NEW', to: 'NEGOTIATION' },
    })
    // ISO 8601 with its offset: the instant, wherever the receiver is.
    expect(body.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/)
    expect(Math.abs(Date.parse(body.createdAt) - Date.now())).toBeLessThan(120_000)
    // A stock Standard Webhooks verifier accepts it (the secret an administrator chose, as base64).
    const standard = new Webhook(Buffer.from(SECRET).toString('base64'))
    expect(standard.verify(got.body, got.headers as Record<string, string>)).toEqual(body)
    expect(() =>
      new Webhook(Buffer.from('another-secret-000').toString('base64')).verify(
        got.body,
        got.headers as Record<string, string>,
      ),
    ).toThrow()
    expect(got.headers['webhook-id']).toBe(body.id)
    expect(got.headers['x-eventdesk-delivery']).toBe(body.id)
    expect(got.headers['content-type']).toBe('application/json')
    const [row] = await deliveries(hook.id)
    expect(row).toMatchObject({ id: body.id, status: 'DELIVERED', attempts: 1, lastStatus: 200 })
    await clear(hook.id)
  })

  it('a receiver answering 500 three times then 200 gets 4 tries of one delivery, DELIVERED once', async () => {
    const hook = await register(['event.created'])
    receiver.answers.push(500, 500, 500)
    await a.event(admin, { name: 'Webhook Retentativas' })
    const rows = await waitFor(
      () => deliveries(hook.id),
      (r) => r[0]?.status !== 'PENDING',
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'DELIVERED', attempts: 4, lastStatus: 200 })
    expect(rows[0].tries.map((x) => x.status)).toEqual([500, 500, 500, 200])
    expect(receiver.received).toHaveLength(4)
    expect(new Set(receiver.received.map((r) => r.headers['x-eventdesk-delivery']))).toEqual(
      new Set([rows[0].id]),
    )
    // The same body every time; each try signed with its own timestamp.
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1)
    expect(receiver.received.every((r) => verifies(SECRET, r))).toBe(true)
    // Each failure is in the integration log, as every port's call.
    const log = await a.call('GET', '/events/integration-log?integration=WEBHOOK&status=ERROR', admin)
    expect(log.json().content.filter((l: { reference: string }) => l.reference === rows[0].id)).toHaveLength(
      3,
    )
    await clear(hook.id)
  })

  it('a change that rolls back delivers nothing; the same change committed delivers', async () => {
    const hook = await register(['event.created'])
    await expect(
      withTenant(t.app.database.db, demo, async (trx) => {
        await enqueueWebhooks(trx, 'event.created', { eventId: -1 })
        throw new Error('the business change failed after the hook')
      }),
    ).rejects.toThrow('business change failed')
    // Through the API: an event refused by validation (end before start) is never created either.
    const refused = await a.call('POST', '/events/event/', admin, {
      name: 'Webhook Recusado',
      startDate: '2031-05-02T10:00:00',
      endDate: '2031-05-01T10:00:00',
    })
    expect(refused.statusCode).toBe(400)
    await drainJobs(t.app)
    expect(await deliveries(hook.id)).toEqual([])
    expect(receiver.received).toEqual([])
    await withTenant(t.app.database.db, demo, (trx) => enqueueWebhooks(trx, 'event.created', { eventId: -2 }))
    await drainJobs(t.app)
    expect(receiver.received.map((r) => JSON.parse(r.body).data)).toEqual([{ eventId: -2 }])
    await clear(hook.id)
  })

  it('a replay sends the delivery again with the same id and body', async () => {
    const hook = await register(['event.created'])
    await a.event(admin, { name: 'Webhook Replay' })
    await drainJobs(t.app)
    const [first] = await deliveries(hook.id)
    expect(first.status).toBe('DELIVERED')
    const res = await a.call('POST', `/events/webhook/delivery/${first.id}/replay`, admin)
    expect(res.statusCode, res.body).toBe(202)
    await drainJobs(t.app)
    expect(receiver.received).toHaveLength(2)
    expect(receiver.received[1].headers['x-eventdesk-delivery']).toBe(first.id)
    expect(receiver.received[1].body).toBe(receiver.received[0].body)
    expect(verifies(SECRET, receiver.received[1])).toBe(true)
    const [after] = await deliveries(hook.id)
    expect(after).toMatchObject({ id: first.id, status: 'DELIVERED', attempts: 2 })
    expect(
      (await a.call('POST', `/events/webhook/delivery/${crypto.randomUUID()}/replay`, admin)).statusCode,
    ).toBe(404)
    await clear(hook.id)
  })

  it('"send now" on a delivery waiting for its retry tries it at once and keeps its retries', async () => {
    const hook = await register(['event.created'])
    const schedule = t.app.config.webhooks.retrySchedule
    // The receiver fails once; the next try would wait an hour.
    t.app.config.webhooks.retrySchedule = [3_600_000]
    receiver.answers.push(500)
    try {
      await a.event(admin, { name: 'Webhook Agora' })
      const [waiting] = await waitFor(
        () => deliveries(hook.id),
        (r) => r[0]?.attempts === 1,
      )
      expect(waiting).toMatchObject({ status: 'PENDING', attempts: 1, lastStatus: 500 })
      const res = await a.call('POST', `/events/webhook/delivery/${waiting.id}/replay`, admin)
      expect(res.statusCode, res.body).toBe(202)
      expect(res.json()).toEqual({ id: waiting.id, status: 'PENDING' })
      const [sent] = await waitFor(
        () => deliveries(hook.id),
        (r) => r[0]?.status === 'DELIVERED',
        10_000,
      )
      expect(sent).toMatchObject({ id: waiting.id, status: 'DELIVERED', attempts: 2 })
      expect(receiver.received).toHaveLength(2)
    } finally {
      t.app.config.webhooks.retrySchedule = schedule
    }
    await clear(hook.id)
  })

  it('refuses private targets unless allowed, at registration and again at delivery', async () => {
    const hook = await register(['event.created'])
    const allowed = t.app.config.webhooks.allowedHosts
    t.app.config.webhooks.allowedHosts = []
    try {
      for (const url of [
        receiver.url,
        'http://10.1.2.3/hook',
        'http://[::1]:8080/',
        'http://169.254.169.254/latest',
        'http://localhost/x',
      ]) {
        const res = await a.call('POST', '/events/webhook', admin, {
          url,
          events: ['event.created'],
          secret: SECRET,
        })
        expect(res.statusCode, url).toBe(400)
        expect(res.json().errors[0]).toMatchObject({ field: 'url', message: 'webhook.urlNotAllowed' })
      }
      const ftp = await a.call('POST', '/events/webhook', admin, {
        url: 'ftp://example.com/',
        events: ['event.created'],
        secret: SECRET,
      })
      expect(ftp.json().errors[0]).toMatchObject({ field: 'url', message: 'webhook.urlInvalid' })
      // Registered while allowed, no longer allowed when the try is made: nothing reaches it.
      await a.event(admin, { name: 'Webhook Bloqueado' })
      const [row] = await waitFor(
        () => deliveries(hook.id),
        (r) => r[0]?.attempts > 0,
      )
      expect(row.lastStatus).toBeNull()
      expect(receiver.received).toEqual([])
    } finally {
      t.app.config.webhooks.allowedHosts = allowed
    }
    await clear(hook.id)
  })

  it('never answers the secret; an edit without one keeps it', async () => {
    const created = await a.call('POST', '/events/webhook', admin, {
      url: receiver.url,
      events: ['event.created', 'ticket.sold'],
      secret: SECRET,
    })
    const { id, version } = created.json()
    const edited = await a.call('PUT', `/events/webhook/${id}`, admin, {
      url: receiver.url,
      events: ['event.created'],
      version,
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({ id, events: ['event.created'], active: true, version: version + 1 })
    const stale = await a.call('PUT', `/events/webhook/${id}`, admin, {
      url: receiver.url,
      events: ['event.created'],
      version,
    })
    expect(stale.statusCode).toBe(409)
    // Issue 49: a write without the version it read is refused, not applied over a newer one.
    for (const url of [`/events/webhook/${id}`, '/events/webhook']) {
      const blind = await a.call('PUT', url, admin, { id, url: receiver.url, events: ['ticket.sold'] })
      expect(blind.statusCode, blind.body).toBe(400)
      expect(blind.json().errors).toContainEqual(
        expect.objectContaining({ field: 'version', message: 'error.required' }),
      )
    }
    expect((await a.call('GET', `/events/webhook/${id}`, admin)).json().events).toEqual(['event.created'])
    const answers = [
      created.body,
      edited.body,
      (await a.call('GET', `/events/webhook/${id}`, admin)).body,
      (await a.call('GET', '/events/webhook', admin)).body,
    ]
    for (const body of answers) {
      expect(body).not.toContain(SECRET)
      expect(body).not.toContain('"secret"')
    }
    // The kept secret still signs.
    await a.event(admin, { name: 'Webhook Segredo' })
    await drainJobs(t.app)
    expect(receiver.received).toHaveLength(1)
    expect(verifies(SECRET, receiver.received[0])).toBe(true)
    // Administrators only.
    const staff = await signIn(t.app, accounts.staff)
    expect((await a.call('GET', '/events/webhook', staff)).statusCode).toBe(403)
    await clear(id)
  })

  it('without a secret the server makes one, shows it once as whsec_…, and a stock verifier reads it as is', async () => {
    const created = await a.call('POST', '/events/webhook', admin, {
      url: receiver.url,
      events: ['event.created'],
    })
    expect(created.statusCode, created.body).toBe(201)
    const { id, secret } = created.json() as { id: number; secret: string }
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/)
    for (const again of [`/events/webhook/${id}`, '/events/webhook'])
      expect((await a.call('GET', again, admin)).body).not.toContain(secret.slice(6))
    await a.event(admin, { name: 'Webhook Segredo do Servidor' })
    await drainJobs(t.app)
    expect(receiver.received).toHaveLength(1)
    const [got] = receiver.received
    expect(new Webhook(secret).verify(got.body, got.headers as Record<string, string>)).toMatchObject({
      type: 'event.created',
    })
    // The X-Eventdesk signature is keyed by the secret as shown, whsec_ and all.
    expect(verifies(secret, got)).toBe(true)
    await clear(id)
  })

  it('bookings, reports and ticket sales emit their types; a refused sale emits nothing', async () => {
    const hook = await register(['booking.changed', 'report.generated', 'ticket.sold'])
    const it8 = items(t.app, admin)
    const type = await a.post('/events/environment-type/', admin, { name: 'Salão Webhook' })
    const room = await a.post('/events/environment/', admin, {
      name: 'Sala Webhook',
      environmentType: { id: type.id },
    })
    const event = await a.event(admin, { name: 'Webhook Reservas' })
    const added = await it8.add(
      admin,
      event.id,
      'environment',
      roomBody(room.id, event.startDate, event.endDate),
    )
    expect(added.statusCode, added.body).toBe(201)
    const bookingId = added.json().content[0].id
    expect((await it8.remove(admin, event.id, 'environment', bookingId)).statusCode).toBe(200)

    const report = await a.call('POST', '/events/report/event', admin, { format: 'CSV' })
    expect(report.statusCode).toBe(202)

    const { office, floor } = await makeBoxOffice(t.app, admin, { floor: 2 })
    const sell = (n: number) =>
      a.call('POST', `/events/box-office/${office.id}/sale`, admin, saleOf(Array(n).fill([floor.id])))
    // Two sales at once go to the database as one group statement; a third finds the floor sold out.
    const sold = await Promise.all([sell(1), sell(1)])
    expect(sold.map((r) => r.statusCode)).toEqual([201, 201])
    expect((await sell(1)).statusCode).toBe(409)
    await drainJobs(t.app)

    const bodies = receiver.received.map((r) => JSON.parse(r.body))
    expect(bodies.filter((b) => b.type === 'booking.changed').map((b) => b.data)).toEqual([
      expect.objectContaining({
        eventId: event.id,
        bookingId,
        change: 'CREATED',
        environment: { id: room.id },
      }),
      { eventId: event.id, bookingId, change: 'DELETED' },
    ])
    expect(bodies.filter((b) => b.type === 'report.generated').map((b) => b.data)).toEqual([
      { reference: report.json().reference, type: 'event', format: 'CSV' },
    ])
    const sales = bodies.filter((b) => b.type === 'ticket.sold').map((b) => b.data)
    expect(sales.map((d) => d.saleId).sort()).toEqual(sold.map((r) => r.json().id).sort())
    expect(sales.every((d) => d.boxOfficeId === office.id && d.total === sold[0].json().total)).toBe(true)
    expect(receiver.received.every((r) => verifies(SECRET, r))).toBe(true)
    await clear(hook.id)
  })

  it('an event created, a contract generated and signed through the local signer emit their types', async () => {
    const hook = await register(['event.created', 'document.generated', 'document.signed'])
    const event = await a.event(admin, { name: 'Webhook Contrato' })
    const templates = (await a.call('GET', '/events/template?size=50', admin)).json().content
    const template = templates.find(
      (x: { type: string; active: boolean }) => x.type === 'CONTRACT' && x.active,
    )
    const doc = (rest = '') => `/events/event/${event.id}/document${rest}`
    const made = await a.call('POST', doc(), admin, {
      documentType: 'CONTRACT',
      template: { id: template.id },
    })
    expect(made.statusCode, made.body).toBe(202)
    await drainJobs(t.app)
    const contract = made.json().id
    const sent = await a.call('POST', doc(`/${contract}/signature`), admin, {
      signers: [{ name: 'Ana Lima', email: 'ana@cliente.test' }],
    })
    expect(sent.statusCode, sent.body).toBe(202)
    await drainJobs(t.app)
    const [signer] = (await a.call('GET', doc(`/${contract}/signature`), admin)).json().signers
    const link = `/events/esign-local/sign/${String(signer.link).replace(/^\/sign\//, '')}`
    const signed = await t.app.inject({ method: 'POST', url: link, payload: { decision: 'SIGNED' } })
    expect(signed.statusCode, signed.body).toBe(200)
    // As a screen polls: each read asks the service again unless a question is still open, and a
    // question asked before the signer signed (the read above enqueued it) answers SENT.
    await waitFor(
      async () => {
        await a.call('GET', doc(`/${contract}/signature`), admin)
        await drainJobs(t.app)
        return receiver.received.map((r) => JSON.parse(r.body).type as string)
      },
      (types) => types.includes('document.signed'),
    )

    const bodies = receiver.received.map((r) => JSON.parse(r.body))
    expect(bodies.filter((b) => b.type === 'event.created').map((b) => b.data)).toEqual([
      expect.objectContaining({ eventId: event.id, name: 'Webhook Contrato' }),
    ])
    expect(bodies.filter((b) => b.type === 'document.generated').map((b) => b.data)).toEqual([
      expect.objectContaining({ eventId: event.id, documentId: contract }),
    ])
    expect(bodies.filter((b) => b.type === 'document.signed').map((b) => b.data)).toEqual([
      expect.objectContaining({ eventId: event.id, documentId: contract }),
    ])
    expect(receiver.received.every((r) => verifies(SECRET, r))).toBe(true)
    await clear(hook.id)
  })

  it('a webhook failing for longer than the limit is switched off and the administrators told', async () => {
    const hook = await register(['event.created'])
    const cfg = t.app.config.webhooks
    const limit = cfg.disableAfterMs
    // A second of failures is "a day" here; the tries come 100, 200, 400, 800 ms apart.
    cfg.disableAfterMs = 1_000
    receiver.answers.push(...Array(8).fill(503))
    try {
      await a.event(admin, { name: 'Webhook Desligado' })
      const off = await waitFor(
        async () => (await a.call('GET', `/events/webhook/${hook.id}`, admin)).json(),
        (w) => w.active === false,
      )
      expect(off).toMatchObject({ active: false, disabledReason: 'HTTP 503' })
      expect(off.disabledAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
      await drainJobs(t.app)
      const [row] = await deliveries(hook.id)
      expect(row.status).toBe('FAILED')
      const tries = receiver.received.length
      // Switched off: another change sends nothing.
      await a.event(admin, { name: 'Webhook Desligado 2' })
      await drainJobs(t.app)
      expect(receiver.received).toHaveLength(tries)
      expect(await deliveries(hook.id)).toHaveLength(1)
      const adminId = (
        await a.call('GET', `/events/events-users/by-email?email=${accounts.admin.username}`, admin)
      ).json().id
      const unread = (await a.call('GET', `/events/notification/unread/${adminId}`, admin)).json()
      const list = (Array.isArray(unread) ? unread : unread.content) as {
        subject: string
        description: string
      }[]
      expect(list.find((n) => n.subject === 'Webhook desativado')?.description).toContain(receiver.url)
    } finally {
      cfg.disableAfterMs = limit
      receiver.answers.length = 0
    }
    await clear(hook.id)
  })
})
