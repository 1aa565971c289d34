import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { buildApp } from '../../server/app.js'
import { loadConfig } from '../../server/config.js'
import { openDatabase } from '../../server/db/connection.js'
import { withTenant } from '../../server/db/tenant.js'
import { notify } from '../../server/notifications/notify.js'
import { connect, listen, type Message } from '../helpers/realtime.js'

const pushes = (c: { messages: Message[] }, channel: string) =>
  c.messages.filter((m) => m.channel === channel && m.payload).map((m) => m.payload!.subject)

describe(`realtime pushes over /events/ws (${testDbKind()})`, () => {
  let t: TestApp
  let base: string
  let admin: Tokens
  let staff: Tokens
  const members: Record<string, number> = {}

  beforeAll(async () => {
    t = await createTestApp()
    base = await listen(t.app)
    admin = await signIn(t.app, accounts.admin)
    staff = await signIn(t.app, accounts.staff)
    for (const email of ['staff@demo.test', 'coordinator@demo.test', 'admin@demo.test']) {
      members[email] = (
        await t.app.inject({
          method: 'GET',
          url: `/events/events-users/by-email?email=${email}`,
          headers: bearer(admin),
        })
      ).json().id
    }
  })
  afterAll(() => t?.close())

  const send = (to: string, subject: string, type = 'NOTIFICATION', app = t.app, who = admin) =>
    app
      .inject({
        method: 'POST',
        url: '/events/notification/',
        headers: bearer(who),
        payload: { eventsUser: { id: members[to] }, subject, notificationType: type },
      })
      .then((r) => {
        if (r.statusCode !== 201) throw new Error(r.body)
        return r.json()
      })

  it('a user signed in with ?access_token= gets the pushes of their own channels', async () => {
    const ws = await connect(base, `?access_token=${staff.access_token}`)
    await ws.waitFor((m) => m.type === 'auth')
    expect(await ws.subscribe('notifications/staff@demo.test')).toMatchObject({ type: 'subscribed' })
    expect(await ws.subscribe('audit/staff@demo.test')).toMatchObject({ type: 'subscribed' })
    await send('staff@demo.test', 'Hello staff')
    await send('staff@demo.test', 'Audit line', 'AUDIT')
    const push = await ws.waitFor((m) => m.payload?.subject === 'Hello staff')
    expect(push).toMatchObject({
      channel: 'notifications/staff@demo.test',
      payload: { subject: 'Hello staff', status: 'UNREAD', eventsUser: { email: 'staff@demo.test' } },
    })
    expect(await ws.waitFor((m) => m.payload?.subject === 'Audit line')).toMatchObject({
      channel: 'audit/staff@demo.test',
    })
    ws.close()
  })

  it("authenticating with a first message works; another user's channel is refused and never delivered", async () => {
    const ws = await connect(base)
    ws.send({ type: 'auth', token: staff.access_token })
    expect(await ws.subscribe('notifications/admin@demo.test')).toMatchObject({
      type: 'error',
      message: 'error.forbidden',
    })
    await ws.subscribe('notifications/staff@demo.test')
    await send('admin@demo.test', 'For the admin only')
    await send('staff@demo.test', 'Marker for staff')
    await ws.waitFor((m) => m.payload?.subject === 'Marker for staff')
    expect(ws.messages.some((m) => m.payload?.subject === 'For the admin only')).toBe(false)
    ws.close()
  })

  it('a bad token or a subscribe before auth closes the socket', async () => {
    const bad = await connect(base, '?access_token=not-a-token')
    expect(await bad.waitFor((m) => m.type === 'error')).toMatchObject({ message: 'auth.unauthorized' })
    await bad.closed()
    expect(bad.closeCode()).toBe(4401)
    const early = await connect(base)
    early.send({ type: 'subscribe', channel: 'notifications/staff@demo.test' })
    await early.closed()
    expect(early.closeCode()).toBe(4401)
  })

  it('the same e-mail in another tenant never receives this tenant’s pushes', async () => {
    const { DEMO, OTHER } = await tenantIds(t.app)
    const inDemo = await signIn(t.app, accounts.coordinator, DEMO)
    const inOther = await signIn(t.app, accounts.coordinator, OTHER)
    const demoSocket = await connect(base, `?access_token=${inDemo.access_token}`)
    const otherSocket = await connect(base, `?access_token=${inOther.access_token}`)
    const channel = 'notifications/coordinator@demo.test'
    await demoSocket.subscribe(channel)
    await otherSocket.subscribe(channel)

    await send('coordinator@demo.test', 'Demo news')
    const otherAdmin = await signIn(t.app, accounts.otherAdmin)
    const otherMember = (
      await t.app.inject({
        method: 'GET',
        url: '/events/events-users/by-email?email=coordinator@demo.test',
        headers: bearer(otherAdmin),
      })
    ).json().id
    const res = await t.app.inject({
      method: 'POST',
      url: '/events/notification/',
      headers: bearer(otherAdmin),
      payload: { eventsUser: { id: otherMember }, subject: 'Other news' },
    })
    expect(res.statusCode).toBe(201)

    await demoSocket.waitFor((m) => m.payload?.subject === 'Demo news')
    await otherSocket.waitFor((m) => m.payload?.subject === 'Other news')
    expect(pushes(otherSocket, channel)).toEqual(['Other news'])
    expect(pushes(demoSocket, channel)).toEqual(['Demo news'])
    demoSocket.close()
    otherSocket.close()
  })

  it('a push is published only when the writer commits', async () => {
    const { DEMO } = await tenantIds(t.app)
    const ws = await connect(base, `?access_token=${staff.access_token}`)
    await ws.subscribe('notifications/staff@demo.test')
    const to = members['staff@demo.test']
    await withTenant(t.database.db, DEMO, async (trx) => {
      await notify(trx, {
        tenantId: DEMO,
        toEventsUserId: to,
        type: 'KANBAN',
        subject: 'Rolled back',
        description: '',
      })
      throw new Error('undo')
    }).catch(() => undefined)
    await withTenant(t.database.db, DEMO, (trx) =>
      notify(trx, {
        tenantId: DEMO,
        toEventsUserId: to,
        type: 'KANBAN',
        subject: 'Committed',
        description: '',
      }),
    )
    await ws.waitFor((m) => m.payload?.subject === 'Committed')
    expect(pushes(ws, 'notifications/staff@demo.test')).toEqual(['Committed'])
    ws.close()
  })

  // Two server processes on one PostgreSQL database share pushes through LISTEN/NOTIFY. PGlite
  // is owned by one process, so there is no second process to reach.
  it.skipIf(testDbKind() !== 'postgres')(
    'a notification sent through one server reaches a socket on another',
    async () => {
      const second = await openDatabase({ databaseUrl: t.database.url, dataDir: 'memory://', poolSize: 4 })
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-second-'))
      const app2 = await buildApp(
        { ...loadConfig({}), dataDir, staticDir: '/nonexistent', seed: 'none', logLevel: 'silent' },
        { database: second, logger: false },
      )
      try {
        const base2 = await listen(app2)
        const ws = await connect(base2, `?access_token=${staff.access_token}`)
        await ws.subscribe('notifications/staff@demo.test')
        await send('staff@demo.test', 'Across processes')
        expect(await ws.waitFor((m) => m.payload?.subject === 'Across processes')).toMatchObject({
          channel: 'notifications/staff@demo.test',
        })
        ws.close()
      } finally {
        await app2.close()
        await second.close()
        fs.rmSync(dataDir, { recursive: true, force: true })
      }
    },
  )
})
