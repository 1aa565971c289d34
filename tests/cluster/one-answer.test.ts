import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientAuth, accounts } from '../helpers/auth.js'
import { at } from '../helpers/events.js'
import { roomBody } from '../helpers/event-items.js'
import { callJson, signInOverHttp } from '../helpers/http-client.js'
import { multipart, tinyPng } from '../helpers/multipart.js'
import { connect } from '../helpers/realtime.js'
import { startTwoServers, type TwoServers } from './two-servers.js'

/** Issue 39: two servers on one database give the answers one server would, whichever is asked. */
describe('two servers behind HAProxy answer as one', () => {
  let c: TwoServers
  let tokenA: string
  let tokenB: string

  beforeAll(async () => {
    c = await startTwoServers()
    ;[tokenA, tokenB] = await Promise.all([
      signInOverHttp(c.a.baseUrl, accounts.admin),
      signInOverHttp(c.b.baseUrl, accounts.admin),
    ])
  })
  afterAll(() => c?.close())

  const ok = async (base: string, token: string, method: string, url: string, body?: unknown) => {
    const res = await callJson(base, token, method, url, body)
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body as { id: number; version: number } & Record<string, unknown>
  }
  const tokenRequest = (base: string, form: Record<string, string>) =>
    fetch(`${base}/cm-oauth/oauth/token`, {
      method: 'POST',
      headers: { authorization: clientAuth, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ system_id: '77', ...form }).toString(),
    })

  it('the same room at the same time booked 12 times at once across both servers: one booking', async () => {
    const { a, b } = c
    const { version } = await ok(a.baseUrl, tokenA, 'GET', '/events/configuration/all')
    await ok(a.baseUrl, tokenA, 'PUT', '/events/configuration/all', {
      version,
      entries: [
        { name: 'ENVIRONMENT_BLOCK', value: true },
        { name: 'NEW_SITUATION_BLOCK', value: true },
      ],
    })
    const type = await ok(a.baseUrl, tokenA, 'POST', '/events/environment-type/', { name: 'Salão' })
    const room = await ok(a.baseUrl, tokenA, 'POST', '/events/environment/', {
      name: 'Sala Disputada',
      environmentType: { id: type.id },
      dailyRate: 1000,
    })
    const start = at(40, 8)
    const end = at(40, 18)
    const events = []
    for (let i = 0; i < 12; i++)
      events.push(
        await ok(a.baseUrl, tokenA, 'POST', '/events/event/', {
          startDate: start,
          endDate: end,
          name: `Race ${i}`,
        }),
      )
    const answers = await Promise.all(
      events.map((e, i) =>
        callJson(
          i % 2 ? b.baseUrl : a.baseUrl,
          i % 2 ? tokenB : tokenA,
          'POST',
          `/events/event/${e.id}/environment`,
          {
            ...roomBody(room.id, start, end),
            eventVersion: e.version,
          },
        ),
      ),
    )
    const codes = answers.map((r) => r.status).sort()
    expect(codes, JSON.stringify(answers.filter((r) => r.status !== 201 && r.status !== 409))).toEqual([
      201,
      ...Array(11).fill(409),
    ])
  })

  it('a booking made through server A is in the diary server B answers next, though B kept its earlier answer', async () => {
    const { a, b } = c
    const type = await ok(a.baseUrl, tokenA, 'POST', '/events/environment-type/', { name: 'Salão Diário' })
    const room = await ok(a.baseUrl, tokenA, 'POST', '/events/environment/', {
      name: 'Sala do Diário',
      environmentType: { id: type.id },
      dailyRate: 900,
    })
    const diaryOnB = async () =>
      (
        await ok(
          b.baseUrl,
          tokenB,
          'GET',
          `/events/diary?start=${at(60, 0)}&end=${at(62, 0)}&environments=${room.id}`,
        )
      ).bookings as unknown as { eventId: number; eventName: string }[]
    // Asked twice: B keeps the answer (diary-cache.ts) and answers the second from it.
    expect(await diaryOnB()).toEqual([])
    expect(await diaryOnB()).toEqual([])
    const e = await ok(a.baseUrl, tokenA, 'POST', '/events/event/', {
      startDate: at(60, 8),
      endDate: at(60, 18),
      name: 'Diário em A',
    })
    await ok(a.baseUrl, tokenA, 'POST', `/events/event/${e.id}/environment`, {
      ...roomBody(room.id, at(60, 9), at(60, 17)),
      eventVersion: e.version,
    })
    expect(await diaryOnB()).toMatchObject([{ eventId: e.id, eventName: 'Diário em A' }])
  })

  it('a WebSocket on server B sees a push caused by a write on server A within a second', async () => {
    const me = await ok(c.a.baseUrl, tokenA, 'GET', '/events/events-users/by-email?email=admin@demo.test')
    const ws = await connect(c.b.baseUrl, `?access_token=${tokenB}`)
    try {
      expect(await ws.subscribe('notifications/admin@demo.test')).toMatchObject({ type: 'subscribed' })
      const sent = Date.now()
      await ok(c.a.baseUrl, tokenA, 'POST', '/events/notification/', {
        eventsUser: { id: me.id },
        subject: 'From server A',
        notificationType: 'NOTIFICATION',
      })
      await ws.waitFor((m) => m.payload?.subject === 'From server A', 1000)
      console.log(`cluster: push from A seen on B after ${Date.now() - sent} ms (write included)`)
    } finally {
      ws.close()
    }
  })

  it('two WebSockets opened through HAProxy (upgraded and spread by it) both see a write made through it', async () => {
    const token = await signInOverHttp(c.proxy.baseUrl, accounts.admin)
    const me = await ok(c.proxy.baseUrl, token, 'GET', '/events/events-users/by-email?email=admin@demo.test')
    const sockets = [
      await connect(c.proxy.baseUrl, `?access_token=${token}`),
      await connect(c.proxy.baseUrl, `?access_token=${token}`),
    ]
    try {
      for (const ws of sockets)
        expect(await ws.subscribe('notifications/admin@demo.test')).toMatchObject({ type: 'subscribed' })
      await ok(c.proxy.baseUrl, token, 'POST', '/events/notification/', {
        eventsUser: { id: me.id },
        subject: 'Through the proxy',
        notificationType: 'NOTIFICATION',
      })
      await Promise.all(
        sockets.map((ws) => ws.waitFor((m) => m.payload?.subject === 'Through the proxy', 1000)),
      )
    } finally {
      for (const ws of sockets) ws.close()
    }
  })

  it('a lockout earned on server A holds on server B', async () => {
    // Another account than the one the other tests use: the lockout is per address and username.
    const guess = { grant_type: 'password', username: 'locked@demo.test', password: 'Guess#2026' }
    for (let i = 0; i < 5; i++) expect((await tokenRequest(c.a.baseUrl, guess)).status).toBe(401)
    expect((await tokenRequest(c.b.baseUrl, guess)).status).toBe(429)
    expect((await tokenRequest(c.a.baseUrl, guess)).status).toBe(429)
    await c.sql.query('delete from auth_throttle')
  })

  it('an image uploaded through server A downloads through server B', async () => {
    const { payload, headers } = multipart([{ filename: 'room.png', type: 'image/png', bytes: tinyPng }])
    const up = await fetch(`${c.a.baseUrl}/events/image/${c.tenantId}`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${tokenA}` },
      body: payload,
    })
    expect(up.status, await up.clone().text()).toBe(200)
    const image = (await up.json()) as { id: number }
    const temporary = await ok(c.b.baseUrl, tokenB, 'GET', `/events/image/${image.id}/temporary`)
    const got = await fetch(`${c.b.baseUrl}${temporary.url as string}`)
    expect(got.status).toBe(200)
    expect(Buffer.from(await got.arrayBuffer()).equals(tinyPng)).toBe(true)
  })

  it('a user deactivated through server A is refused by server B within a second', async () => {
    const created = await ok(c.a.baseUrl, tokenA, 'POST', '/events/events-users/', {
      email: 'temp@demo.test',
      type: 'COMMON',
    })
    // The admin's password, so the test can sign in without the invitation mail.
    await c.sql.query(
      `update app_user set password_hash = (select password_hash from app_user where email = $1) where email = $2`,
      ['admin@demo.test', 'temp@demo.test'],
    )
    const temp = await signInOverHttp(c.b.baseUrl, {
      username: 'temp@demo.test',
      password: accounts.admin.password,
    })
    // Used on B just before, so B holds the token and the membership in its caches.
    expect((await callJson(c.b.baseUrl, temp, 'GET', '/events/establishment-user')).status).toBe(200)
    await ok(c.a.baseUrl, tokenA, 'PUT', `/events/events-users/${created.id}`, { active: false })
    const since = Date.now()
    let status = 200
    while (Date.now() - since < 1000) {
      status = (await callJson(c.b.baseUrl, temp, 'GET', '/events/establishment-user')).status
      if (status === 401) break
      await new Promise((r) => setTimeout(r, 25))
    }
    expect(status).toBe(401)
    console.log(`cluster: deactivation on A refused on B after ${Date.now() - since} ms`)
  })
})
