import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { accounts, bearer, signIn, type Tokens } from '../helpers/auth.js'
import { testDbKind } from '../helpers/database.js'

/**
 * Issue 31 item 5a: a template body of `<ul><li>` nested thousands deep made the parser's scope
 * checks quadratic (13.9 s for 20,000, the event loop held for everybody) and the sanitiser's
 * recursion overflow the stack (500). It is now a 400 on the field, and /health, asked at the
 * same time, answers as if nothing happened.
 */
describe(`template bodies nested too deep (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let staff: Tokens

  beforeAll(async () => {
    t = await createTestApp()
    admin = await signIn(t.app, accounts.admin)
    staff = await signIn(t.app, accounts.staff)
  })
  afterAll(() => t?.close())

  const postTemplate = (who: Tokens, body: string, name: string) =>
    t.app.inject({
      method: 'POST',
      url: '/events/template/',
      headers: bearer(who),
      payload: { name, type: 'BUDGET', active: false, body },
    })

  /** Pings /health every 10 ms while `work` runs; the slowest answer tells how long the loop was held. */
  async function healthWhile<T>(work: () => Promise<T>) {
    let running = true
    let slowest = 0
    const pinger = (async () => {
      while (running) {
        const started = performance.now()
        const res = await t.app.inject({ method: 'GET', url: '/health' })
        expect(res.statusCode).toBe(200)
        slowest = Math.max(slowest, performance.now() - started)
        await new Promise((r) => setTimeout(r, 10))
      }
    })()
    await new Promise((r) => setTimeout(r, 20))
    const result = await work()
    running = false
    await pinger
    return { result, slowest }
  }

  it.each([
    [2_000, 'staff'],
    [20_000, 'staff'],
    [49_000, 'admin'],
  ] as const)(
    '%i levels of <ul><li> as %s: 400 htmlTooDeep on body, /health answering meanwhile',
    async (n, who) => {
      const body = '<ul><li>'.repeat(n)
      const started = performance.now()
      const { result: res, slowest } = await healthWhile(() =>
        postTemplate(who === 'staff' ? staff : admin, body, `Deep ${n}`),
      )
      const took = performance.now() - started
      expect(res.statusCode, res.body.slice(0, 300)).toBe(400)
      expect(res.json().errors).toEqual([{ field: 'body', message: 'error.htmlTooDeep', target: 'body' }])
      // Bounds for a loaded CI machine (4 suites on 2 cores), far below the 13-67 s before the fix.
      expect(took).toBeLessThan(5_000)
      expect(slowest).toBeLessThan(3_000)
    },
  )

  it('a template nested as deep as an editor makes is still accepted', async () => {
    const body = '<div>'.repeat(30) + '<p>Orçamento {{document.number}}</p>' + '</div>'.repeat(30)
    const res = await postTemplate(admin, body, 'Nested but sane')
    expect(res.statusCode, res.body).toBe(201)
  })

  it('a body of too many elements, shallow, is a 400 htmlTooLarge on body', async () => {
    const res = await postTemplate(admin, '<b></b>'.repeat(57_000), 'Wide')
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400)
    expect(res.json().errors).toEqual([{ field: 'body', message: 'error.htmlTooLarge', target: 'body' }])
  })
})
