import { Validator } from '@seriousme/openapi-schema-validator'
import Ajv2020 from 'ajv/dist/2020.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { matrixEntries } from '../helpers/matrix-entries.js'

type Node = Record<string, any>
const METHODS = ['get', 'post', 'put', 'delete', 'patch']

/** Every Schema Object of the document, with where it sits (components, parameters, bodies, answers). */
function schemaObjects(doc: Node): [string, Node][] {
  const out: [string, Node][] = Object.entries(doc.components?.schemas ?? {}).map(([k, s]) => [
    `components.schemas.${k}`,
    s as Node,
  ])
  for (const [path, item] of Object.entries(doc.paths as Node))
    for (const m of METHODS.filter((m) => item[m])) {
      const op = item[m]
      for (const p of op.parameters ?? []) out.push([`${m} ${path} ${p.name}`, p.schema])
      for (const [t, c] of Object.entries<Node>(op.requestBody?.content ?? {}))
        out.push([`${m} ${path} body ${t}`, c.schema])
      for (const [s, r] of Object.entries<Node>(op.responses ?? {}))
        for (const c of Object.values<Node>(r.content ?? {})) out.push([`${m} ${path} ${s}`, c.schema])
    }
  return out
}

/** Every `$ref` value anywhere in a node. */
const refsIn = (node: unknown): string[] =>
  !node || typeof node !== 'object'
    ? []
    : Object.entries(node).flatMap(([k, v]) => (k === '$ref' && typeof v === 'string' ? [v] : refsIn(v)))

const resolve = (doc: Node, ref: string) =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>(
      (n, part) => (n as Node | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')],
      doc,
    )

describe(`the OpenAPI document (${testDbKind()})`, () => {
  let t: TestApp
  let doc: Node

  beforeAll(async () => {
    t = await createTestApp({ seed: false })
    doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json()
  })
  afterAll(() => t?.close())

  it('is valid for an independent OpenAPI validator, as 3.1', async () => {
    const validator = new Validator()
    const result = await validator.validate(structuredClone(doc))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('names every operation once, camelCase verb + noun, with a summary, as client generators need', () => {
    const ids = new Map<string, string>()
    for (const [path, item] of Object.entries(doc.paths as Node))
      for (const m of METHODS.filter((m) => item[m])) {
        const op = item[m]
        const where = `${m} ${path}`
        expect(op.operationId, where).toMatch(/^(get|list|create|update|delete|post|patch)[A-Z][A-Za-z0-9]*$/)
        expect(ids.get(op.operationId), `${where} shares its operationId`).toBeUndefined()
        ids.set(op.operationId, where)
        expect(typeof op.summary === 'string' && op.summary.length > 3, `${where} summary`).toBe(true)
      }
    expect(ids.get('getEnvironmentById')).toBe('get /events/environment/{id}')
    expect(ids.get('listEnvironment')).toBe('get /events/environment')
    expect(ids.get('createEnvironment')).toBe('post /events/environment')
    expect(ids.get('updateEventEnvironmentByEventIdAndId')).toBe(
      'put /events/event/{eventId}/environment/{id}',
    )
  })

  it('describes every wire date with a pattern a validator enforces, the format kept beside it', () => {
    const dated = schemaObjects(doc).flatMap(([where, s]) => {
      const found: [string, Node][] = []
      const walk = (n: unknown, at: string) => {
        if (!n || typeof n !== 'object') return
        const node = n as Node
        if (node.format === 'local-date-time' || node.format === 'date') found.push([at, node])
        for (const [k, v] of Object.entries(node)) walk(v, `${at}.${k}`)
      }
      walk(s, where)
      return found
    })
    expect(dated.length).toBeGreaterThan(50)
    for (const [where, node] of dated) expect(node.pattern, where).toMatch(/^\^\(19\|20\|21\)/)
    const meal = doc.components.schemas['event-meal'].properties.startDateHour
    expect(new RegExp(meal.pattern).test('10/03/2027')).toBe(false)
    expect(new RegExp(meal.pattern).test('2027-03-10T09:30:00')).toBe(true)
  })

  it('declares exactly the path parameters each path has, no more and no fewer', () => {
    for (const [path, item] of Object.entries(doc.paths as Node))
      for (const m of METHODS.filter((m) => item[m])) {
        const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort()
        const declared = (item[m].parameters ?? [])
          .filter((p: Node) => p.in === 'path')
          .map((p: Node) => p.name)
          .sort()
        expect(declared, `${m} ${path}`).toEqual(inPath)
      }
  })

  it("describes every sub-item write's body with its kind's schema, as the write path validates it", () => {
    const writes = Object.entries(doc.paths as Node).flatMap(([path, item]) => {
      const kind = /^\/events\/event\/\{eventId\}\/([a-z-]+)(\/\{id\})?$/.exec(path)?.[1]
      // A sub-item kind has its schema (schemas/event/<kind>.schema.json); documents are no kind.
      return kind && doc.components.schemas[`event-${kind}`]
        ? ['post', 'put'].filter((m) => item[m]).map((m) => ({ path, m, kind, op: item[m] }))
        : []
    })
    expect(writes.length).toBeGreaterThan(20)
    for (const { path, m, kind, op } of writes) {
      const content = op.requestBody?.content ?? {}
      // The attachment's upload is a file and its fields, its edit the kind's JSON.
      if (content['multipart/form-data']) {
        expect(content['multipart/form-data'].schema.required, `${m} ${path}`).toEqual(['file'])
        continue
      }
      expect(content['application/json']?.schema, `${m} ${path}`).toEqual({
        $ref: `#/components/schemas/event-${kind}`,
      })
    }
  })

  it('applies the bearer scheme to every operation that reads a token, and none to the public ones', () => {
    const entries = matrixEntries(t.app.registrySchemas)
    let publicOnes = 0
    for (const [path, item] of Object.entries(doc.paths as Node))
      for (const m of METHODS.filter((m) => item[m])) {
        const key = `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`
        const entry = entries.get(key) ?? entries.get(key.replace(/\/?$/, '/'))
        expect(entry, `${key} has no matrix entry`).toBeDefined()
        if (entry!.public) publicOnes++
        expect(item[m].security, key).toEqual(entry!.public ? [] : [{ bearer: [] }])
      }
    expect(publicOnes).toBeGreaterThan(5)
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' })
  })

  it('holds only Schema Objects that are valid JSON Schema 2020-12 (no 3.0 `nullable`)', () => {
    // The OpenAPI 3.1 schema checks Schema Objects only as objects: check them against their dialect.
    const ajv = new Ajv2020({ strict: false, validateFormats: false })
    const bad = schemaObjects(doc).flatMap(([where, s]) =>
      ajv.validateSchema(s) ? [] : [`${where}: ${ajv.errorsText(ajv.errors)}`],
    )
    expect(bad).toEqual([])
    expect(JSON.stringify(doc)).not.toContain('"nullable"')
  })

  it('resolves every $ref inside the document', () => {
    const missing = [...new Set(refsIn(doc))].filter(
      (r) => !r.startsWith('#/') || resolve(doc, r) === undefined,
    )
    expect(missing).toEqual([])
  })

  it('declares for every operation a 2xx answer and the error shape', () => {
    const errorShape = doc.components.schemas.Error
    expect(errorShape.required).toEqual(['status', 'message', 'errors'])
    expect(resolve(doc, errorShape.properties.errors.items.$ref)).toMatchObject({
      required: ['field', 'message', 'target'],
    })
    const lacking: string[] = []
    for (const [path, item] of Object.entries(doc.paths as Node))
      for (const m of METHODS.filter((m) => item[m])) {
        const codes = Object.keys(item[m].responses ?? {})
        const errors = codes.filter((c) => /^[45]/.test(c)).map((c) => item[m].responses[c])
        const shaped = errors.some(
          (r: Node) =>
            (resolve(doc, r.$ref) as Node | undefined)?.content?.['application/json']?.schema?.$ref,
        )
        if (!codes.some((c) => c.startsWith('2')) || !shaped) lacking.push(`${m} ${path}`)
      }
    expect(lacking).toEqual([])
  })

  it('describes every success answer: no operation answers "any JSON" or a page of anything', () => {
    // A schema that says nothing once its annotations are set aside.
    const says = (s: Node) => Object.keys(s).some((k) => !k.startsWith('x-') && k !== 'description')
    const vague = (s: Node | undefined): boolean =>
      !s ||
      !says(s) ||
      (Array.isArray(s.allOf) &&
        s.allOf.some((p: Node) => p.$ref?.endsWith('/Page')) &&
        s.allOf.some((p: Node) => p.properties?.content && vague(p.properties.content.items)))
    const undescribed: string[] = []
    for (const [path, item] of Object.entries(doc.paths as Node))
      for (const m of METHODS.filter((m) => item[m]))
        for (const [code, r] of Object.entries<Node>(item[m].responses ?? {}))
          if (code.startsWith('2') && code !== '204')
            if (!r.content || Object.values<Node>(r.content).some((c) => vague(c.schema)))
              undescribed.push(`${m} ${path} ${code}`)
    expect(undescribed).toEqual([])
  })

  it("gives registry operations the page or react-admin's array, the record, 201 and the removed id", () => {
    const ops = doc.paths['/events/meal']
    const list = ops.get.responses[200]
    const [page, array] = list.content['application/json'].schema.oneOf
    expect(page.allOf[0].$ref).toBe('#/components/schemas/Page')
    expect(page.allOf[1].properties.content.items.allOf[0].$ref).toBe('#/components/schemas/meal')
    expect(array.items.allOf[0].$ref).toBe('#/components/schemas/meal')
    expect(Object.keys(list.headers)).toEqual(['Content-Range', 'X-Total-Count'])
    const query = ops.get.parameters.filter((p: Node) => p.in === 'query').map((p: Node) => p.name)
    expect(query).toEqual(expect.arrayContaining(['page', 'size', 'sort', 'search', 'range', 'filter']))
    expect(doc.components.schemas.Page.required).toEqual([
      'content',
      'totalElements',
      'totalPages',
      'size',
      'number',
      'numberOfElements',
    ])
    expect(ops.post.responses[201].content['application/json'].schema.allOf[0].$ref).toBe(
      '#/components/schemas/meal',
    )
    const one = doc.paths['/events/meal/{id}']
    expect(one.get.responses[200].content['application/json'].schema.allOf[0].$ref).toBe(
      '#/components/schemas/meal',
    )
    expect(one.delete.responses[204]).toBeUndefined()
    expect(one.delete.responses[200].content['application/json'].schema).toMatchObject({
      required: ['id'],
      properties: { id: { type: 'integer' } },
    })
    expect(one.get.responses[404].$ref).toBe('#/components/responses/NotFound')
  })

  it('answers the event and its items with their schemas, and lists with the page', () => {
    const json = (op: Node, status: number) => op.responses[status].content['application/json'].schema
    expect(json(doc.paths['/events/event/{id}'].get, 200).allOf[0].$ref).toBe('#/components/schemas/event')
    expect(json(doc.paths['/events/event/{eventId}/meal'].post, 201).allOf[0].$ref).toBe(
      '#/components/schemas/EventItems',
    )
    expect(json(doc.paths['/events/event/list-events'].post, 200).allOf[0].$ref).toBe(
      '#/components/schemas/Page',
    )
    expect(
      doc.paths['/events/event/{eventId}/attachment/{id}/download'].get.responses[200].content,
    ).toHaveProperty(['*/*'])
    // Files name their media types, as a client's validator matches them.
    expect(
      Object.keys(doc.paths['/events/box-office/sale/{id}/tickets.pdf'].get.responses[200].content),
    ).toEqual(['application/pdf'])
    expect(doc.paths['/events/ics/{file}'].get.responses[200].content).toHaveProperty(['text/calendar'])
    // A field the schema does not require may be null, in answers and (as "not informed") in bodies.
    expect(doc.components.schemas.event.properties.clientName.type).toEqual(['string', 'null'])
    expect(doc.components.schemas.event.properties.name.type).toBe('string')
    // A GET that can refuse for the tenant's configuration names its 409.
    expect(doc.paths['/events/kanban'].get.responses[409]).toBeDefined()
    // A public route has no 401/403; /health keeps the answers its route declares.
    expect(doc.paths['/health'].get.responses[401]).toBeUndefined()
    expect(
      doc.paths['/health'].get.responses[503].content['application/json'].schema.properties.database,
    ).toBeDefined()
  })

  it('does not change what a route answers (responses are in the document only)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' })
    expect(res.json()).toEqual({ status: 'ok', database: testDbKind() })
  })
})
