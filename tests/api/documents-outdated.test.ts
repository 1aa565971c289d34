import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { testDbKind } from '../helpers/database.js'
import { api, at } from '../helpers/events.js'
import { fixtures, items } from '../helpers/event-items.js'
import { drainJobs } from '../helpers/jobs.js'

type Row = {
  id: number
  status: string
  total: number | null
  eventVersion: number | null
  outdated: boolean
}

/**
 * A budget says what the event cost when it was made; once a rate, an item or a discount changes,
 * the document tab says the budget is out of date (issue 33), and a new one is not.
 */
describe(`documents out of date when the event's money changes (${testDbKind()})`, () => {
  let t: TestApp
  let a: ReturnType<typeof api>
  let admin: Tokens
  let it8: ReturnType<typeof items>
  let f: Awaited<ReturnType<typeof fixtures>>
  const templates: Record<string, number> = {}

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    it8 = items(t.app, admin)
    f = await fixtures(t.app, admin)
    const page = (await a.call('GET', '/events/template?size=50', admin)).json()
    for (const tpl of page.content) if (tpl.active) templates[tpl.type] ??= tpl.id
  })
  afterAll(() => t?.close())

  it('keeps the total and version a budget was made from, and marks it once the money changes', async () => {
    const e = await a.event(admin, { startDate: at(50, 8), endDate: at(51, 18) })
    const room = await it8.add(admin, e.id, 'environment', {
      environment: { id: f.roomA.id },
      startDateHour: at(50, 9),
      endDateHour: at(51, 18),
      dailyRate: 6500,
      assemblyEnd: at(50, 10),
    })
    expect(room.statusCode, room.body).toBe(201)
    const roomId = room.json().id as number
    const generate = async (documentType = 'BUDGET') => {
      const res = await a.call('POST', `/events/event/${e.id}/document`, admin, {
        documentType,
        template: { id: templates[documentType] },
      })
      expect(res.statusCode, res.body).toBe(202)
      await drainJobs(t.app)
      return res.json().id as number
    }
    const rows = async () => (await a.call('GET', `/events/event/${e.id}/document`, admin)).json() as Row[]
    const summary = async () => (await a.call('GET', `/events/event/${e.id}/summary`, admin)).json()

    const first = await generate()
    const before = await summary()
    expect((await rows()).find((r) => r.id === first)).toMatchObject({
      status: 'DONE',
      total: before.total,
      eventVersion: before.eventVersion,
      outdated: false,
    })

    // What prices nothing leaves the budget as it is: a programme entry.
    const note = await it8.add(admin, e.id, 'programming', {
      type: 'BY_DATE',
      date: at(50, 9),
      description: 'Abertura',
    })
    expect(note.statusCode, note.body).toBe(201)
    expect((await rows()).find((r) => r.id === first)?.outdated).toBe(false)

    // A new rate for the room: the budget made before is out of date.
    const changed = await it8.change(admin, e.id, 'environment', roomId, {
      environment: { id: f.roomA.id },
      startDateHour: at(50, 9),
      endDateHour: at(51, 18),
      dailyRate: 7800,
      assemblyEnd: at(50, 10),
    })
    expect(changed.statusCode, changed.body).toBe(200)
    const after = await summary()
    expect(after.total).not.toBe(before.total)
    expect((await rows()).find((r) => r.id === first)).toMatchObject({ total: before.total, outdated: true })

    // Generated again, the new budget shows the new total and is current; the old one stays marked.
    const second = await generate()
    const list = await rows()
    expect(list.find((r) => r.id === second)).toMatchObject({ total: after.total, outdated: false })
    expect(list.find((r) => r.id === first)?.outdated).toBe(true)

    // A general discount changes the money too.
    const discount = await it8.add(admin, e.id, 'discount', { type: 'TOTAL', value: 100 })
    expect(discount.statusCode, discount.body).toBe(201)
    expect((await rows()).find((r) => r.id === second)?.outdated).toBe(true)
  })
})
