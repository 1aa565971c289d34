import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { bearer, type Tokens } from '../helpers/auth.js'
import { testDbKind } from '../helpers/database.js'
import { matrixEntries, type MatrixCall } from '../helpers/matrix-entries.js'
import { buildMatrixFixture, tenantSnapshot, type MatrixFixture } from '../helpers/matrix-fixture.js'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
interface Outcome {
  route: string
  form: string
  status: number
  body: string
  expected: number[] | 'scoped'
}

/**
 * Issue 14: every route the app registers, called as tenant B's admin and B's technical user with
 * tenant A's ids (path, body, `tenant-id` header, `idCompany`), without a token, with a token not
 * yet bound to a tenant, and as a member of A without any feature; then tenant A's rows must be as
 * before. The route list comes from Fastify itself, so a new route without an entry fails here.
 */
describe(`tenant and permission matrix (${testDbKind()})`, () => {
  let t: TestApp
  let f: MatrixFixture
  const routes: { method: string; url: string }[] = []
  const outcomes: Outcome[] = []
  let before: Record<string, string>

  beforeAll(async () => {
    t = await createTestApp({
      onRoute: (r: RouteOptions) => {
        for (const method of [r.method].flat()) routes.push({ method, url: r.url })
      },
    })
    f = await buildMatrixFixture(t.app)
    before = await tenantSnapshot(t.app, f.tenantA)
  })
  afterAll(() => t?.close())

  const entries = () => matrixEntries(t.app.registrySchemas)
  // HEAD is Fastify's copy of a GET (same handler and hooks): its GET entry covers it.
  const keyed = () => [
    ...new Set(routes.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`)),
  ]

  it('every registered route has a matrix entry, and every entry a route', () => {
    const table = entries()
    const keys = keyed()
    expect(
      keys.filter((k) => !table.has(k)),
      'routes without a matrix entry',
    ).toEqual([])
    expect(
      [...table.keys()].filter((k) => !keys.includes(k)),
      'entries of no route',
    ).toEqual([])
    const heads = routes.filter((r) => r.method === 'HEAD').map((r) => `GET ${r.url}`)
    expect(
      heads.filter((k) => !table.has(k)),
      'HEAD routes without their GET',
    ).toEqual([])
    // Every registry's routes are in the table (the schemas are enumerated, not sampled).
    for (const s of t.app.registrySchemas)
      expect(keys).toContain(`DELETE ${s['x-resource'].endpoint.replace(/\/$/, '')}/:id`)
  })

  it("each entry's call reaches its own route, and a read with A's ids answers A's admin", async () => {
    const table = entries()
    for (const key of keyed()) {
      const e = table.get(key)
      if (!e || e.public) continue
      const [method, url] = key.split(' ') as [Method, string]
      const c = e.call(f)
      // A mistyped path would be a 404 that proves nothing: the call must fit this route's path.
      const pattern = new RegExp(`^${url.replace(/:\w+/g, '[^/]+').replace(/\*$/, '.*')}/?$`)
      expect(c.url.split('?')[0], key).toMatch(pattern)
      // The ids are real: tenant A's admin reads them (a read changes nothing).
      if (method === 'GET' && e.cross === 'ids') {
        const res = await t.app.inject({ method, url: c.url, headers: bearer(f.adminA.tokens) })
        expect(res.statusCode, `${key}: ${res.body}`).toBe(200)
      }
    }
  })

  async function send(
    route: string,
    form: string,
    who: Tokens | null,
    c: MatrixCall,
    expected: Outcome['expected'],
    extra: Record<string, string> = {},
    query = '',
  ) {
    const [method] = route.split(' ') as [Method]
    const url = query ? `${c.url}${c.url.includes('?') ? '&' : '?'}${query}` : c.url
    const res = await t.app.inject({
      method,
      url,
      headers: { ...(who ? bearer(who) : {}), ...c.headers, ...extra },
      payload: c.payload as never,
    })
    outcomes.push({ route, form, status: res.statusCode, body: res.body.slice(0, 300), expected })
    return res
  }

  it('denies tenant B and the featureless member everything of tenant A, and changes nothing', async () => {
    const table = entries()
    // Reads first, then writes, deletes last: a write that slipped through cannot hide a later read.
    const order = (k: string) => ({ GET: 0, POST: 1, PUT: 2, DELETE: 3 })[k.split(' ')[0]] ?? 4
    const keys = keyed().sort((a, b) => order(a) - order(b))
    for (const key of keys) {
      const e = table.get(key)
      if (!e) continue // the test above names it
      const c = e.call(f)
      const cross = typeof e.cross === 'function' ? e.cross(f) : e.cross
      // Tenant B's admin, and the provider's technical user signed into B (an admin there too).
      for (const [who, tokens] of [
        ['B admin', f.otherAdmin],
        ['B technical', f.otherTechnical],
      ] as const) {
        if (cross === 'ids') await send(key, `${who}, A ids`, tokens, c, [403, 404])
        else if (cross === 'body') await send(key, `${who}, A ids in body`, tokens, c, [400, 403, 404])
        else if (cross === 'scoped') await send(key, `${who}, own data`, tokens, c, 'scoped')
      }
      if (e.public) continue
      // A route that is not public needs a token, and one bound to a tenant unless it is discovery.
      await send(key, 'no token', null, c, [401])
      if (!e.tenantOptional) await send(key, 'token without tenant', f.unbound, c, [403])
      await send(key, 'B admin, A tenant-id header', f.otherAdmin, c, [403], {
        'tenant-id': String(f.tenantA),
      })
      await send(key, 'B admin, A idCompany', f.otherAdmin, c, [403], {}, `idCompany=${f.companyA}`)
      if (e.feature === 'denied') await send(key, 'A member without feature', f.plain.tokens, c, [403])
    }
    // A 400 with A's ids in the body must be about them (a reference not found), not some other field.
    const offTopic = (o: Outcome) =>
      o.status === 400 && !o.body.includes('"message":"error.invalidReference"')
    const wrong = outcomes.filter(
      (o) => o.status >= 500 || (o.expected !== 'scoped' && (!o.expected.includes(o.status) || offTopic(o))),
    )
    const leaks = outcomes.filter((o) => o.body.includes(f.marker))
    expect(wrong.map((o) => `${o.route} [${o.form}] ${o.status}: ${o.body}`)).toEqual([])
    expect(leaks.map((o) => `${o.route} [${o.form}] ${o.status}: ${o.body}`)).toEqual([])
    expect(await tenantSnapshot(t.app, f.tenantA)).toEqual(before)
    console.info(`matrix: ${keys.length} routes, ${outcomes.length} calls`)
  })
})
