import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api } from '../helpers/events.js'

type Queue = { version: number; content: { id: number; rank: number; priority: string }[] }

/**
 * Issue 31, 5e: the waiting list's order carries the group's version (DESIGN.md wave 3, "Waiting
 * list order"). Thirty reorders at once all answered 200 and the last silently won; now the
 * database lets one through per version and the rest are 409, changing nothing.
 */
describe(`waiting list order: the group's version (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let a: ReturnType<typeof api>

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
  })
  afterAll(() => t?.close())

  async function group(size: number) {
    const g = await a.post('/events/waiting-list-group/', admin, { name: `Versão ${Date.now()} ${size}` })
    const ids: number[] = []
    for (let i = 0; i < size; i++) {
      const e = await a.event(admin, { name: `Espera ${i}`, priority: 'ONE' })
      const res = await a.action(admin, 'event-waitlist', { id: e.id, waitListGroup: { id: g.id } })
      expect(res.statusCode, res.body).toBe(200)
      ids.push(e.id)
    }
    return { id: g.id as number, ids }
  }
  const read = async (id: number): Promise<Queue> => {
    const res = await a.call('GET', `/events/waiting-list-group/${id}/events`, admin)
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }
  const reorder = (id: number, order: number[], version: number) =>
    a.call('PUT', `/events/waiting-list-group/${id}/events`, admin, { order, version })

  it('the GET answers {version, content}; a stale version is 409 and the order stays', async () => {
    const g = await group(3)
    const before = await read(g.id)
    expect(Object.keys(before).sort()).toEqual(['content', 'version'])
    expect(before.content.map((e) => e.id)).toEqual(g.ids)
    const first = await reorder(g.id, [g.ids[2], g.ids[0], g.ids[1]], before.version)
    expect(first.statusCode, first.body).toBe(200)
    const after = await read(g.id)
    expect(after.version).toBe(before.version + 1)

    const stale = await reorder(g.id, [g.ids[1], g.ids[0], g.ids[2]], before.version)
    expect(stale.statusCode, stale.body).toBe(409)
    expect(stale.json().message).toBe('event.changedInAnotherSession')
    expect(await read(g.id)).toEqual(after)

    const missing = await a.call('PUT', `/events/waiting-list-group/${g.id}/events`, admin, { order: g.ids })
    expect(missing.statusCode).toBe(400)
    expect((await reorder(999999999, g.ids, 1)).statusCode).toBe(404)
  })

  it('30 reorders sent at once with the same version: exactly one 200, 29 × 409, and the winner is the order', async () => {
    const g = await group(4)
    const { version } = await read(g.id)
    // Thirty different orders (rotations and reversals), so the survivor is identifiable.
    const orders = Array.from({ length: 30 }, (_, n) => {
      const turned = [...g.ids.slice(n % 4), ...g.ids.slice(0, n % 4)]
      return n % 8 < 4 ? turned : turned.reverse()
    })
    const answers = await Promise.all(orders.map((o) => reorder(g.id, o, version)))
    const statuses = answers.map((r) => r.statusCode)
    expect(
      statuses.filter((s) => s === 200),
      JSON.stringify(statuses),
    ).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(29)
    for (const r of answers.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe('event.changedInAnotherSession')
    const won = answers.find((r) => r.statusCode === 200)!.json() as Queue
    const now = await read(g.id)
    expect(now.version).toBe(version + 1)
    expect(now.content.map((e) => e.id)).toEqual(won.content.map((e) => e.id))
    expect(now.content.map((e) => e.priority)).toEqual(['ONE', 'TWO', 'THREE', 'FOUR'])
  })
})
