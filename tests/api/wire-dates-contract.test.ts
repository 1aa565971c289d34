import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, signIn } from '../helpers/auth.js'
import { toJson, type Schema } from '../helpers/fuzz-arbitraries.js'
import { reportCatalogue } from '../../server/reports/catalogue.js'

/**
 * Issue 31 item 1, DESIGN.md "Wire dates": every date or date-time on the wire takes the spec's
 * `YYYY-MM-DDTHH:mm:ss`, and a day also `YYYY-MM-DD`. Built from the OpenAPI document the app
 * serves, like the fuzz suite, so a route added later is covered without anyone listing it: every
 * date-like query parameter and body field gets the spec's form with otherwise valid values, and
 * no 400 may name it.
 */
const SKIPPED = new Set(['POST /events/establishment/smtpconfigtest'])
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const
const DATE_FORMATS = new Set(['date', 'date-time', 'local-date-time'])
/** Date words of a camelCase name (`startDate`, `to`, `asOf`), not `token` or `toString`. */
const DATE_NAME = /(^|[a-z])(date|Date|start|Start|end|End|from|to|To|asOf|day|Day)([A-Z]|$)/

interface Field {
  /** Where an error would name it: the query name, or the body path (`a.b`, `a[0].b`). */
  field: string
  where: 'query' | 'body'
  day: boolean
}

interface Case {
  label: string
  method: (typeof METHODS)[number]
  url: string
  body?: unknown
  fields: Field[]
}

describe(`wire dates from the OpenAPI document (${testDbKind()})`, () => {
  let t: TestApp
  let doc: Schema
  let admin = ''

  beforeAll(async () => {
    t = await createTestApp()
    doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json()
    admin = (await signIn(t.app, accounts.admin)).access_token
  }, 120_000)
  afterAll(() => t?.close())

  const resolve = (s: Schema | undefined, depth = 0): Schema | undefined => {
    if (!s || depth > 8) return s
    if (s.$ref) return resolve(doc.components?.schemas?.[String(s.$ref).split('/').pop()!], depth + 1)
    if (Array.isArray(s.allOf))
      return resolve(
        Object.assign({}, ...s.allOf.map((x: Schema) => resolve(x, depth + 1)), { allOf: undefined }),
        depth + 1,
      )
    return s
  }

  /** A date-like string field: a date format, or a date word in its name (and short enough). */
  const dateKind = (name: string, s: Schema | undefined): 'day' | 'dateTime' | undefined => {
    const alt = s && (s.anyOf ?? s.oneOf)
    if (Array.isArray(alt)) {
      const kinds = alt.map((x: Schema) => dateKind(name, resolve(x)))
      return kinds.includes('day') ? 'day' : kinds.find(Boolean)
    }
    if (!s || s.type !== 'string' || s.enum) return undefined
    if (DATE_FORMATS.has(s.format)) return s.format === 'date' ? 'day' : 'dateTime'
    if (s.format || !DATE_NAME.test(name) || (s.maxLength ?? 30) > 30) return undefined
    // Without a format the name tells: a date-hour is a date-time, anything else is taken as a day.
    return /Hour/.test(name) ? 'dateTime' : 'day'
  }

  /**
   * The value of a date field: a start-ish name early in the month, an end-ish one later, a bare
   * `date` (a holiday's) between them, any other (a confirmation) before
   * both. Each pass has its own month, so what the first pass made (a holiday) does not collide
   * with the second's.
   */
  const dateValue = (name: string, form: 'day' | 'spec', kind: 'day' | 'dateTime') => {
    const month = form === 'spec' ? '2026-12' : '2027-01'
    const dd = /(end|End|^to$|To$|until|Until)/.test(name)
      ? '20'
      : /(start|Start|from|From)/.test(name)
        ? '10'
        : name === 'date'
          ? '15'
          : '05'
    return kind === 'day' && form === 'day' ? `${month}-${dd}` : `${month}-${dd}T00:00:00`
  }

  /** An otherwise valid value of a schema node; its date fields in `form`, listed in `fields`. */
  function valid(
    s0: Schema | undefined,
    path: string,
    name: string,
    form: 'day' | 'spec',
    fields: Field[],
    depth = 0,
  ): unknown {
    const s = resolve(s0)
    if (!s || depth > 6) return undefined
    const kind = dateKind(name, s)
    if (kind) {
      fields.push({ field: path, where: 'body', day: kind === 'day' })
      return dateValue(name, form, kind)
    }
    if (Array.isArray(s.anyOf ?? s.oneOf))
      return valid((s.anyOf ?? s.oneOf)[0], path, name, form, fields, depth + 1)
    if (s.const !== undefined) return s.const
    if (Array.isArray(s.enum)) return s.enum[0]
    if (Array.isArray(s.examples) && s.examples.length) return s.examples[0]
    const type = Array.isArray(s.type) ? s.type.find((x: string) => x !== 'null') : s.type
    switch (type) {
      case 'integer':
      case 'number':
        return Math.max(s.minimum ?? 1, 1)
      case 'boolean':
        return false
      case 'string':
        return s.format === 'email'
          ? 'ana@demo.test'
          : 'Ana'.padEnd(s.minLength ?? 0, 'a').slice(0, s.maxLength ?? 3)
      case 'array':
        return [valid(s.items, `${path}[0]`, name, form, fields, depth + 1)].filter((v) => v !== undefined)
      case 'object':
      default: {
        const out: Record<string, unknown> = {}
        for (const [k, v] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) {
          const found: Field[] = []
          const value = valid(v, path ? `${path}.${k}` : k, k, form, found, depth + 1)
          // Required fields, and optional ones that carry a date somewhere: the rest stays out.
          if (value !== undefined && (s.required?.includes(k) || found.length)) {
            out[k] = value
            fields.push(...found)
          }
        }
        return out
      }
    }
  }

  /** The requests of an operation in a form: one per enum value of its path (every report type). */
  function casesOf(method: (typeof METHODS)[number], path: string, op: Schema, form: 'day' | 'spec'): Case[] {
    const params = (op.parameters ?? []) as Schema[]
    const fields: Field[] = []
    const query: string[] = []
    for (const p of params.filter((x) => x.in === 'query')) {
      const kind = dateKind(p.name, resolve(p.schema))
      if (kind) fields.push({ field: p.name, where: 'query', day: kind === 'day' })
      const value = kind
        ? dateValue(p.name, form, kind)
        : p.required
          ? valid(p.schema, p.name, p.name, form, [])
          : undefined
      if (value !== undefined)
        query.push(`${encodeURIComponent(p.name)}=${encodeURIComponent(String(value))}`)
    }
    const content = (op.requestBody?.content ?? {}) as Record<string, Schema>
    const json = content['application/json']
    const body = json ? valid(json.schema, '', '', form, fields) : undefined
    if (!fields.length) return []
    const pathParams = params.filter((x) => x.in === 'path')
    let urls = [path]
    for (const name of [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])) {
      const schema = resolve(pathParams.find((p) => p.name === name)?.schema)
      const values = Array.isArray(schema?.enum) ? schema.enum.map(String) : ['1']
      urls = urls.flatMap((u) => values.map((v: string) => u.replace(`{${name}}`, encodeURIComponent(v))))
    }
    return urls.map((u) => ({
      label: `${method.toUpperCase()} ${u}`,
      method,
      url: query.length ? `${u}?${query.join('&')}` : u,
      body,
      fields,
    }))
  }

  const cases = (form: 'day' | 'spec'): Case[] =>
    Object.entries(doc.paths as Record<string, Schema>).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m] && !SKIPPED.has(`${m.toUpperCase()} ${path}`)).flatMap((m) =>
        casesOf(m, path, item[m], form),
      ),
    )

  const send = (c: Case) => {
    const req: InjectOptions = {
      method: c.method.toUpperCase() as InjectOptions['method'],
      url: c.url,
      headers: bearer(admin),
    }
    if (c.body === undefined) return t.app.inject(req)
    return t.app.inject({
      ...req,
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: toJson(c.body),
    })
  }

  /** The date fields a 400 names (`a.b` also when the error is on `a.b.c` or `a[0].b`). */
  const refused = (res: LightMyRequestResponse, fields: Field[]) => {
    if (res.statusCode !== 400) return []
    const errors = (res.json().errors ?? []) as { field: string; message: string }[]
    const norm = (f: string) => f.replace(/\[\d+\]/g, '[0]')
    return errors
      .filter((e) => fields.some((f) => norm(e.field) === norm(f.field)))
      .map((e) => `${e.field} ${e.message}`)
  }

  it('finds the date fields the document declares', () => {
    const spec = cases('spec')
    const query = new Set(
      spec.flatMap((c) =>
        c.fields.filter((f) => f.where === 'query').map((f) => `${c.label.split('?')[0]} ${f.field}`),
      ),
    )
    expect(query.size).toBeGreaterThanOrEqual(20)
    expect(spec.length).toBeGreaterThan(50)
  })

  for (const form of ['spec', 'day'] as const)
    it(`no date field refuses the ${form === 'spec' ? "spec's YYYY-MM-DDTHH:mm:ss" : 'YYYY-MM-DD of a day'}`, async () => {
      const failures: string[] = []
      for (const c of cases(form)) {
        if (form === 'day' && !c.fields.some((f) => f.day)) continue
        const res = await send(c)
        if (res.statusCode >= 500) failures.push(`${c.label}: ${res.statusCode} ${res.body.slice(0, 200)}`)
        const named = refused(res, c.fields)
        if (named.length)
          failures.push(
            `${c.label}: ${named.join(', ')}  (${c.url} ${c.body ? toJson(c.body).slice(0, 200) : ''})`,
          )
      }
      expect(failures).toEqual([])
    }, 300_000)

  const call = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: body === undefined ? bearer(admin) : { ...bearer(admin), 'content-type': 'application/json' },
      payload: body === undefined ? undefined : JSON.stringify(body),
    })

  it('the availability map answers the same nights for T00:00:00 as for the bare days', async () => {
    const bare = await call('GET', '/events/availability-map?start=2026-12-01&end=2026-12-31')
    const spec = await call(
      'GET',
      '/events/availability-map?start=2026-12-01T00:00:00&end=2026-12-31T00:00:00',
    )
    expect(bare.statusCode, bare.body).toBe(200)
    expect(spec.statusCode, spec.body).toBe(200)
    expect(spec.json()).toEqual(bare.json())
    expect(new Set(spec.json().map((c: { date: string }) => c.date)).size).toBe(31)
  })

  it("every report's data answers the spec's period like the day form, with rows", async () => {
    const types = [...reportCatalogue().keys()]
    expect(types.length).toBeGreaterThanOrEqual(11)
    let withRows = 0
    for (const type of types) {
      const spec = await call('POST', `/events/report/${type}/data`, {
        startDate: '2025-01-01T00:00:00',
        endDate: '2027-12-31T23:59:59',
      })
      expect(spec.statusCode, `${type} ${spec.body}`).toBe(200)
      const bare = await call('POST', `/events/report/${type}/data`, {
        startDate: '2025-01-01',
        endDate: '2027-12-31',
      })
      expect(spec.json(), type).toEqual(bare.json())
      if (spec.json().rows?.length) withRows++
    }
    expect(withRows).toBeGreaterThan(0)
    const event = await call('POST', '/events/report/event/data', {
      startDate: '2025-01-01T00:00:00',
      endDate: '2027-12-31T23:59:59',
    })
    expect(event.json().rows.length).toBeGreaterThan(0)
  })

  it('the event list filters a date-time as its day (an end at T00:00:00 keeps that day)', async () => {
    const made = await call('POST', '/events/event', {
      name: 'Wire dates',
      startDate: '2027-03-15T14:00:00',
      endDate: '2027-03-15T18:00:00',
    })
    expect(made.statusCode, made.body).toBeLessThan(300)
    const ids = async (startDate: string, endDate: string) =>
      (
        (
          await call('POST', '/events/event/list-events?size=100', { dateType: 'START', startDate, endDate })
        ).json().content as { id: number }[]
      ).map((e) => e.id)
    const bare = await ids('2027-03-15', '2027-03-15')
    expect(bare).toContain(made.json().id)
    expect(await ids('2027-03-15T00:00:00', '2027-03-15T00:00:00')).toEqual(bare)
  })
})
