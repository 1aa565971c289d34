import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api } from '../helpers/events.js'
import { makeBoxOffice, saleOf } from '../helpers/tickets.js'
import { connect, listen } from '../helpers/realtime.js'

/** Issue 21: every desk of a box office hears, over the realtime socket, that places were sold. */
describe(`tickets: live stock over /events/ws (${testDbKind()})`, () => {
  let t: TestApp
  let base: string
  let admin: Tokens
  let a: ReturnType<typeof api>
  let bo: Awaited<ReturnType<typeof makeBoxOffice>>

  beforeAll(async () => {
    t = await createTestApp()
    base = await listen(t.app)
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    bo = await makeBoxOffice(t.app, admin)
  })
  afterAll(() => t?.close())

  const desk = async (who: Tokens) => {
    const ws = await connect(base, `?access_token=${who.access_token}`)
    await ws.waitFor((m) => m.type === 'auth')
    return ws
  }
  const channel = () => `box-office/${bo.office.id}`
  const stockPushes = (ws: Awaited<ReturnType<typeof desk>>) =>
    ws.messages.filter((m) => m.channel === channel() && m.payload?.type === 'STOCK')

  it('a desk following the box office hears each sale and cancel; others in or out of the tenant hear nothing', async () => {
    const first = await desk(admin)
    // Two desks of the same box office (the second may be the same person on another screen).
    const second = await desk(await signIn(t.app, accounts.admin))
    const outsider = await desk(await signIn(t.app, accounts.otherAdmin))
    const featureless = await desk(await signIn(t.app, accounts.staff))
    expect(await first.subscribe(channel())).toMatchObject({ type: 'subscribed' })
    expect(await second.subscribe(channel())).toMatchObject({ type: 'subscribed' })
    // The same channel name in another tenant is that tenant's own box office: never ours.
    expect(await outsider.subscribe(channel())).toMatchObject({ type: 'subscribed' })
    expect(await featureless.subscribe(channel())).toMatchObject({
      type: 'error',
      message: 'error.forbidden',
    })

    const sold = await a.call(
      'POST',
      `/events/box-office/${bo.office.id}/sale`,
      admin,
      saleOf([[bo.stalls.id, 'A-2']]),
    )
    expect(sold.statusCode, sold.body).toBe(201)
    const push = await first.waitFor((m) => m.channel === channel() && m.payload?.type === 'STOCK')
    expect(push.payload).toEqual({ type: 'STOCK', boxOfficeId: bo.office.id })
    await second.waitFor((m) => m.channel === channel() && m.payload?.type === 'STOCK')

    const cancelled = await a.call('POST', `/events/box-office/sale/${sold.json().id}/cancel`, admin, {})
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    await first.waitFor(() => stockPushes(first).length === 2)

    // A refused sale moves nothing and tells nobody.
    const refused = await a.call(
      'POST',
      `/events/box-office/${bo.office.id}/sale`,
      admin,
      saleOf([[bo.stalls.id, 'B-3']]),
    )
    expect(refused.statusCode).toBe(400)
    await new Promise((r) => setTimeout(r, 400))
    expect(stockPushes(first)).toHaveLength(2)
    expect(stockPushes(outsider)).toHaveLength(0)
    expect(stockPushes(featureless)).toHaveLength(0)
    for (const ws of [first, second, outsider, featureless]) ws.close()
  })
})
