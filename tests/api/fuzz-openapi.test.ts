import fc from 'fast-check'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, clientAuth, signIn } from '../helpers/auth.js'
import { hostile, nasty, toJson, toText, type Schema } from '../helpers/fuzz-arbitraries.js'

/**
 * Issue 14's permanent fuzz suite: every operation of the OpenAPI document the app serves gets
 * bodies, query strings and path ids generated from its schemas and mutated (types, bounds, NUL,
 * surrogates, huge, deep, impossible dates, prototype keys). No answer may be a 5xx, and every 400
 * is in DESIGN.md's error shape. Seeded (FUZZ_SEED) and bounded: FUZZ_RUNS cases per operation,
 * 3 by default so `npm test` stays within a minute; e.g. FUZZ_RUNS=200 for a long run.
 */
const RUNS = Number(process.env.FUZZ_RUNS || 3)
const SEED = Number(process.env.FUZZ_SEED || 1414)
/** Operations that reach outside the process (an SMTP server of the body's choosing). */
const SKIPPED = new Set(['POST /events/establishment/smtpconfigtest'])
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const

interface Operation {
  method: (typeof METHODS)[number]
  path: string
  op: Schema
}

/** Text into a URL, lone surrogates included (encodeURIComponent refuses them; they go as invalid UTF-8). */
const enc = (s: string) => {
  try {
    return encodeURIComponent(s)
  } catch {
    return encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80'
  }
}

describe(`fuzz from the OpenAPI document (${testDbKind()})`, () => {
  let t: TestApp
  let doc: Schema
  let admin = ''
  const signInAdmin = async () => {
    admin = await signIn(t.app, accounts.admin).then(
      (s) => s.access_token,
      () => '',
    )
  }

  beforeAll(async () => {
    // One token sends every case (1,197 at FUZZ_RUNS=3, within seconds): past the 1,200 a minute
    // a client gets, the rest would be 429s that reach no route. The limiter has its own test.
    t = await createTestApp({
      configure: (c) => (c.rateLimit = { ...c.rateLimit, token: 1_000_000_000, tenant: 1_000_000_000 }),
    })
    doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json()
    await signInAdmin()
  }, 120_000)
  afterAll(() => t?.close())

  const operations = (): Operation[] =>
    Object.entries(doc.paths as Record<string, Schema>).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m] && !SKIPPED.has(`${m.toUpperCase()} ${path}`)).map((method) => ({
        method,
        path,
        op: item[method] as Schema,
      })),
    )

  /** One request of an operation: path ids, query, body and who asks, all generated. */
  function requestOf({ method, path, op }: Operation): fc.Arbitrary<InjectOptions> {
    const params = (op.parameters ?? []) as Schema[]
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
    const pathArb = fc.tuple(...names.map(() => fc.oneof(fc.integer({ min: 1, max: 40 }), nasty)))
    const query = params.filter((p) => p.in === 'query')
    const queryArb = fc.tuple(...query.map((p) => fc.option(hostile(p.schema, doc), { nil: undefined })))
    const content = (op.requestBody?.content ?? {}) as Record<string, Schema>
    const type = Object.keys(content)[0] ?? 'application/json'
    const bodyArb = hostile(content[type]?.schema, doc)
    return fc
      .record({
        ids: pathArb,
        query: queryArb,
        body: bodyArb,
        who: fc.constantFrom('admin', 'admin', 'admin', 'admin', 'admin', 'admin', 'none', 'client'),
      })
      .map(({ ids, query: q, body, who }) => {
        const url = path.replace(/\{(\w+)\}/g, (_m, name) => enc(toText(ids[names.indexOf(name)])))
        const qs = query.flatMap((p, i) =>
          q[i] === undefined
            ? []
            : (Array.isArray(q[i]) ? q[i] : [q[i]]).map((v) => `${enc(p.name)}=${enc(toText(v))}`),
        )
        const headers: Record<string, string> =
          who === 'admin' ? bearer(admin) : who === 'client' ? { authorization: clientAuth } : {}
        const req: InjectOptions = {
          method: method.toUpperCase() as InjectOptions['method'],
          url: qs.length ? `${url}?${qs.join('&')}` : url,
          headers,
        }
        if (method === 'get' || method === 'delete') return req
        if (type.includes('multipart'))
          return {
            ...req,
            headers: { ...headers, 'content-type': 'multipart/form-data; boundary=Fz' },
            payload: `--Fz\r\n${toText(body)}`,
          }
        if (type.includes('urlencoded')) {
          const form =
            body && typeof body === 'object'
              ? Object.entries(body)
                  .map(([k, v]) => `${enc(k)}=${enc(toText(v))}`)
                  .join('&')
              : enc(toText(body))
          return { ...req, headers: { ...headers, 'content-type': type }, payload: form }
        }
        return {
          ...req,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: body === undefined ? '' : toJson(body),
        }
      })
  }

  const problemOf = (res: LightMyRequestResponse): string | undefined => {
    if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 300)}`
    if (res.statusCode !== 400) return undefined
    const body = res.json()
    const shaped =
      body.status === 400 &&
      typeof body.message === 'string' &&
      /^[a-z][\w-]*(\.[\w-]+)+$/i.test(body.message) &&
      Array.isArray(body.errors)
    return shaped ? undefined : `400 not in the error shape: ${res.body.slice(0, 300)}`
  }

  it('finds the operations in the document the app serves', () => {
    expect(operations().length).toBeGreaterThan(150)
  })

  it(`answers no 5xx and only shaped 400s (${RUNS} cases per operation, seed ${SEED})`, async () => {
    const failures: string[] = []
    let cases = 0
    const statuses = new Map<number, number>()
    for (const [i, operation] of operations().entries()) {
      const result = await fc.check(
        fc.asyncProperty(requestOf(operation), async (req) => {
          cases++
          const res = await t.app.inject(req)
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
          if (
            res.statusCode === 401 &&
            (req.headers as Record<string, string>).authorization?.startsWith('Bearer')
          )
            await signInAdmin()
          const problem = problemOf(res)
          if (problem) throw new Error(problem)
        }),
        { numRuns: RUNS, seed: SEED + i, endOnFailure: true },
      )
      if (result.failed) {
        const [req] = result.counterexample ?? [{}]
        failures.push(
          `${operation.method.toUpperCase()} ${operation.path}: ${result.errorInstance instanceof Error ? result.errorInstance.message : ''}\n   ${String((req as InjectOptions).url)} ${String((req as InjectOptions).payload ?? '').slice(0, 200)}`,
        )
      }
    }
    console.info(
      `fuzz: ${operations().length} operations × ${RUNS} cases = ${cases} requests; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    )
    expect(failures).toEqual([])
  }, 600_000)
})
