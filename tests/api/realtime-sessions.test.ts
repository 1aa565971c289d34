import type { AddressInfo } from 'node:net'
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, signIn } from '../helpers/auth.js'

/** Issue 14, defect 8: a deactivated user's open WebSocket is closed, it receives nothing more. */
describe(`realtime sessions end with the membership (${testDbKind()})`, () => {
  let t: TestApp
  let base: string

  beforeAll(async () => {
    t = await createTestApp({ configure: (c) => void (c.realtimeRecheckMs = 200) })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await t?.close()
  })

  it('deactivating the user closes their open socket with auth.userDisabled', async () => {
    const staff = await signIn(t.app, accounts.staff)
    const admin = await signIn(t.app, accounts.admin)
    const socket = new WebSocket(`${base}/events/ws?access_token=${staff.access_token}`)
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
    )
    await new Promise<void>((resolve, reject) =>
      socket
        .on('message', (data) => JSON.parse(String(data)).type === 'auth' && resolve())
        .once('error', reject),
    )
    const member = await t.database.db
      .selectFrom('events_user')
      .select('id')
      .where('email', '=', 'staff@demo.test')
      .executeTakeFirstOrThrow()
    const res = await t.app.inject({
      method: 'PUT',
      url: `/events/events-users/${member.id}`,
      headers: bearer(admin),
      payload: { active: false },
    })
    expect(res.statusCode, res.body).toBe(200)
    const result = await Promise.race([closed, new Promise<null>((r) => setTimeout(() => r(null), 8000))])
    expect(result).toEqual({ code: 4401, reason: 'auth.userDisabled' })
  })
})
