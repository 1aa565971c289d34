import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { matrixEntries } from '../helpers/matrix-entries.js'
import { buildMatrixFixture, type MatrixFixture } from '../helpers/matrix-fixture.js'
import { captureRoutes } from '../helpers/answer-capture.js'
import { captureSeeded } from '../helpers/answer-capture-seeded.js'
import { listen } from '../helpers/realtime.js'
import { startPrism, throughPrism, type PrismProxy } from '../helpers/prism.js'
import { badRequests } from '../helpers/prism-bad-requests.js'
import { bearer } from '../helpers/auth.js'

type Node = Record<string, any>

/**
 * Issue 51: the document is the contract an outside validator holds the API to. Every request the
 * answer capture makes (the seeded reads and one call of every route, as tenant A's admin and as
 * tenant B's) goes through Stoplight Prism's strict proxy: none may be refused as a request the
 * document does not allow, and no answer may differ from the document. A bad request per route
 * family must be refused by Prism itself, so a document that allows anything fails here too.
 */
describe(`Prism's strict proxy in front of the API (${testDbKind()})`, () => {
  let t: TestApp
  let f: MatrixFixture
  let prism: PrismProxy
  let doc: Node
  const routes: string[] = []

  beforeAll(async () => {
    t = await createTestApp({
      onRoute: (r: RouteOptions) => {
        for (const method of [r.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${r.url}`)
      },
    })
    f = await buildMatrixFixture(t.app)
    doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json()
    prism = await startPrism(doc, await listen(t.app))
  }, 300_000)
  afterAll(async () => {
    await prism?.stop()
    await t?.close()
  })

  it(
    'lets every captured request through and finds every answer documented',
    { timeout: 300_000 },
    async () => {
      const violations: string[] = []
      const bypassed = new Set<string>()
      const app = throughPrism(t.app, { url: prism.url, document: doc }, (v) => violations.push(v), bypassed)
      const seeded = await captureSeeded(app, f)
      const matrix = await captureRoutes(app, f, [...new Set(routes)], matrixEntries(t.app.registrySchemas))
      const operations = new Set([...seeded, ...matrix].map((a) => a.route))
      console.info(`prism: ${seeded.length + matrix.length} requests over ${operations.size} routes`)
      expect(violations.slice(0, 30)).toEqual([])
      expect(operations.size).toBeGreaterThan(300)
      // Only the app's own page is outside the document (the SPA fallback answers every other path).
      expect([...bypassed]).toEqual(['/'])
    },
  )

  it('takes a record as it was read as the body of its write', { timeout: 120_000 }, async () => {
    const violations: string[] = []
    const app = throughPrism(t.app, { url: prism.url, document: doc }, (v) => violations.push(v), new Set())
    const headers = bearer(f.adminA.tokens)
    const saved: string[] = []
    const readWrite = async (read: string, write: string, extra: object = {}) => {
      const got = await app.inject({ url: read, headers })
      expect(got.statusCode, read).toBe(200)
      const body = got.json() as Node
      const record = (body.content ? body.content[0] : body) as Node
      const url = write.replace('{id}', String(record.id))
      const res = await app.inject({ method: 'PUT', url, headers, payload: { ...record, ...extra } })
      expect(res.statusCode, `PUT ${write}: ${res.body.slice(0, 300)}`).toBe(200)
      saved.push(write)
    }
    for (const s of t.app.registrySchemas) {
      const base = s['x-resource'].endpoint.replace(/\/$/, '')
      const first = (await t.app.inject({ url: `${base}?page=0&size=1&sort=id,asc`, headers })).json()
      if (first.content?.length) await readWrite(`${base}/${first.content[0].id}`, `${base}/{id}`)
    }
    // react-admin's list convention (an array and its total headers) is documented as well.
    const ra = encodeURI('?sort=["id","ASC"]&range=[0,4]&filter={"q":"a"}')
    for (const s of t.app.registrySchemas.slice(0, 5)) {
      const list = await app.inject({ url: s['x-resource'].endpoint.replace(/\/$/, '') + ra, headers })
      expect(list.statusCode, list.body.slice(0, 200)).toBe(200)
      expect(Array.isArray(list.json())).toBe(true)
    }
    const event = f.event.id
    await readWrite(`/events/event/${event}`, '/events/event')
    for (const kind of ['environment', 'equipment', 'meal', 'payment']) {
      const version = (await t.app.inject({ url: `/events/event/${event}`, headers })).json().version
      await readWrite(`/events/event/${event}/${kind}`, `/events/event/${event}/${kind}/{id}`, {
        eventVersion: version,
      })
    }
    expect(violations).toEqual([])
    expect(saved.length).toBeGreaterThan(20)
  })

  it('refuses a bad request in every route family itself, before the server sees it', async () => {
    const families = badRequests(doc, f)
    expect(families.length).toBeGreaterThan(20)
    console.info(`prism: ${families.length} route families, a bad request each`)
    const passed: string[] = []
    for (const bad of families) {
      const res = await fetch(prism.url + bad.url, {
        method: bad.method,
        headers: { ...bearer(f.adminA.tokens), 'content-type': 'application/json' },
        body: bad.body === undefined ? undefined : JSON.stringify(bad.body),
      })
      const text = await res.text()
      if (res.status !== 422 || !text.includes('stoplight.io/prism'))
        passed.push(
          `${bad.family}: ${bad.method} ${bad.url} (${bad.why}) → ${res.status} ${text.slice(0, 200)}`,
        )
    }
    expect(passed).toEqual([])
  })
})
