import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { testDbKind } from '../helpers/database.js'
import { api } from '../helpers/events.js'
import { putConfiguration } from '../helpers/configuration.js'

type Entry = { name: string; value: unknown }

/**
 * Issue 31 item 5c: saving the configuration list read before a document was made set
 * DOCUMENT_SEQUENCE back, and every later document of the tenant was a 500 (duplicate key on
 * event_document (tenant_id, number)) until someone edited the counter by hand. A number taken is
 * now always above every number issued, and the counter cannot be set below them.
 */
describe(`document numbers whatever the configuration holds (${testDbKind()})`, () => {
  let t: TestApp
  let a: ReturnType<typeof api>
  let admin: Tokens
  let budget: number
  let event: { id: number }

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    const page = (await a.call('GET', '/events/template?size=50', admin)).json()
    budget = page.content.find(
      (tpl: { type: string; active: boolean }) => tpl.active && tpl.type === 'BUDGET',
    ).id
    event = await a.event(admin, { name: 'Congresso de Numeração' })
  })
  afterAll(() => t?.close())

  const document = () =>
    a.call('POST', `/events/event/${event.id}/document`, admin, {
      documentType: 'BUDGET',
      template: { id: budget },
    })
  const configuration = async () => (await a.call('GET', '/events/configuration', admin)).json() as Entry[]
  const sequence = (list: Entry[]) => list.find((e) => e.name === 'DOCUMENT_SEQUENCE')!.value

  it('saving the list read before a document leaves the next number fresh: 202, not 500', async () => {
    const before = await configuration()
    const first = await document()
    expect(first.statusCode, first.body).toBe(202)
    const saved = await putConfiguration(t.app, admin, before)
    expect(saved.statusCode, saved.body).toBe(200)
    const next = await document()
    expect(next.statusCode, next.body).toBe(202)
    expect(next.json().number).toBe(first.json().number + 1)
    // The counter shown after saving was the number really taken next, not the stale one sent.
    expect(sequence(saved.json().content)).toBe(first.json().number + 1)
    const again = await document()
    expect([again.statusCode, again.json().number]).toEqual([202, first.json().number + 2])
  })

  it('a counter set below the numbers issued is raised to the next free one; above them it is kept', async () => {
    const issued = (await document()).json().number as number
    const low = await putConfiguration(t.app, admin, [{ name: 'DOCUMENT_SEQUENCE', value: 1 }])
    expect(low.statusCode, low.body).toBe(200)
    expect(sequence(low.json().content)).toBe(issued + 1)
    expect(sequence(await configuration())).toBe(issued + 1)
    expect((await document()).json().number).toBe(issued + 1)

    const high = await putConfiguration(t.app, admin, [{ name: 'DOCUMENT_SEQUENCE', value: issued + 100 }])
    expect(sequence(high.json().content)).toBe(issued + 100)
    expect((await document()).json().number).toBe(issued + 100)
  })

  it('a counter lowered behind the application’s back (by hand, or before this fix) cannot collide either', async () => {
    const issued = (await document()).json().number as number
    await t.database.db
      .updateTable('configuration_entry')
      .set({ value: JSON.stringify(1) as never })
      .where('name', '=', 'DOCUMENT_SEQUENCE')
      .execute()
    const res = await document()
    expect(res.statusCode, res.body).toBe(202)
    expect(res.json().number).toBe(issued + 1)
  })

  it('documents of several events made at once while the counter is set back all get distinct numbers', async () => {
    const events = await Promise.all(
      [1, 2, 3, 4].map((i) => a.event(admin, { name: `Evento paralelo ${i}` })),
    )
    const results = await Promise.all([
      ...events.map((e) =>
        a.call('POST', `/events/event/${e.id}/document`, admin, {
          documentType: 'BUDGET',
          template: { id: budget },
        }),
      ),
      putConfiguration(t.app, admin, [{ name: 'DOCUMENT_SEQUENCE', value: 1 }]),
    ])
    expect(results.map((r) => r.statusCode)).toEqual([202, 202, 202, 202, 200])
    const numbers = results.slice(0, 4).map((r) => r.json().number as number)
    expect(new Set(numbers).size).toBe(4)
  })
})
