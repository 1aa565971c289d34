import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, signIn, type Tokens } from '../helpers/auth.js'
import { fixtureSchemas } from '../fixtures/registry-schemas.js'

describe(`registry engine with a schema that exists only in this test (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let other: Tokens

  beforeAll(async () => {
    t = await createTestApp({ registrySchemas: fixtureSchemas })
    admin = await signIn(t.app, accounts.admin)
    other = await signIn(t.app, accounts.otherAdmin)
  })
  afterAll(() => t?.close())

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: Tokens = admin,
    payload?: unknown,
  ) => t.app.inject({ method, url, headers: bearer(who), payload: payload as never })

  async function kind(name: string) {
    const res = await call('POST', '/events/gadget-kind/', admin, { name, companyId: 1, createdBy: 1 })
    expect(res.statusCode).toBe(201)
    return res.json() as { id: number; name: string; active: boolean; version: number }
  }

  it('creates with defaults, drops the envelope, reads back with labels of references', async () => {
    const k = await kind('Projectors')
    expect(k).toMatchObject({ name: 'Projectors', active: true, version: 1 })
    const res = await call('POST', '/events/gadget', admin, {
      name: 'Epson 5000',
      code: 'EP-5000',
      kind: { id: k.id, name: 'whatever the client echoes' },
      price: 350.5,
      arrivesAt: '2026-12-01T08:30:00',
      companyId: 99,
      createdBy: 99,
      unknownField: 'ignored',
    })
    expect(res.statusCode).toBe(201)
    const g = res.json()
    expect(g).toMatchObject({
      name: 'Epson 5000',
      kind: { id: k.id, name: 'Projectors' },
      available: true,
      price: 350.5,
    })
    expect(g).not.toHaveProperty('companyId')
    expect(g).not.toHaveProperty('unknownField')
    const row = await t.database.db
      .selectFrom('registry_record')
      .select('data')
      .where('id', '=', g.id)
      .executeTakeFirstOrThrow()
    expect(row.data.kind).toEqual({ id: k.id })
  })

  it('validates: required, lengths, enums, formats, minimum — each on its field', async () => {
    const res = await call('POST', '/events/gadget/', admin, {
      name: 'x'.repeat(61),
      grade: 'XL',
      price: -1,
      arrivesAt: '01/12/2026',
    })
    expect(res.statusCode).toBe(400)
    const errors = res.json().errors
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'code', message: 'error.required', target: 'code' },
        { field: 'kind', message: 'error.required', target: 'kind' },
        { field: 'name', message: 'error.maxLength', target: 'name' },
        { field: 'grade', message: 'error.invalidValue', target: 'grade' },
        { field: 'price', message: 'error.minimum', target: 'price' },
        { field: 'arrivesAt', message: 'error.invalidDate', target: 'arrivesAt' },
      ]),
    )
    const blank = await call('POST', '/events/gadget-kind/', admin, { name: '   ' })
    expect(blank.json().errors).toEqual([{ field: 'name', message: 'error.required', target: 'name' }])
  })

  it('x-unique is per tenant and case-insensitive: 409 naming the field', async () => {
    await kind('Screens')
    const dup = await call('POST', '/events/gadget-kind/', admin, { name: 'SCREENS' })
    expect(dup.statusCode).toBe(409)
    expect(dup.json()).toMatchObject({
      message: 'error.unique',
      errors: [{ field: 'name', message: 'error.unique', target: 'name' }],
    })
    // Another tenant may use the same name.
    expect((await call('POST', '/events/gadget-kind/', other, { name: 'Screens' })).statusCode).toBe(201)
  })

  it('x-ref must point to a record of the same tenant', async () => {
    const foreign = (await call('POST', '/events/gadget-kind/', other, { name: 'Foreign kind' })).json()
    const res = await call('POST', '/events/gadget/', admin, {
      name: 'Bad',
      code: 'BAD-1',
      kind: { id: foreign.id },
      spares: [{ id: 999999 }],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual([
      { field: 'kind', message: 'error.invalidReference', target: 'kind' },
      { field: 'spares[0]', message: 'error.invalidReference', target: 'spares[0]' },
    ])
  })

  it('x-immutable refuses a change; a stale version is 409 and changes nothing', async () => {
    const k = await kind('Microphones')
    const g = (
      await call('POST', '/events/gadget/', admin, { name: 'Shure', code: 'SH-1', kind: { id: k.id } })
    ).json()
    const changed = await call('PUT', `/events/gadget/${g.id}`, admin, { ...g, code: 'SH-2' })
    expect(changed.statusCode).toBe(400)
    expect(changed.json().errors).toEqual([{ field: 'code', message: 'error.immutable', target: 'code' }])

    const ok = await call('PUT', '/events/gadget/', admin, { ...g, name: 'Shure SM58' })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({
      name: 'Shure SM58',
      version: 2,
      kind: { id: k.id, name: 'Microphones' },
    })
    const stale = await call('PUT', `/events/gadget/${g.id}`, admin, { ...g, name: 'Stale write' })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toBe('error.changedInAnotherSession')
    expect((await call('GET', `/events/gadget/${g.id}`)).json().name).toBe('Shure SM58')
  })

  it('refuses to delete or deactivate a referenced record, listing who refers to it', async () => {
    const k = await kind('Cables')
    const spare = await kind('Adapters')
    await call('POST', '/events/gadget/', admin, {
      name: 'HDMI 10m',
      code: 'HD-10',
      kind: { id: k.id },
      spares: [{ id: spare.id }],
    })
    const del = await call('DELETE', `/events/gadget-kind/${k.id}`)
    expect(del.statusCode).toBe(409)
    expect(del.json()).toMatchObject({
      message: 'error.hasDependencies',
      errors: [{ field: 'gadget', message: 'error.hasDependencies', target: 'HDMI 10m' }],
      dependencies: [{ registry: 'gadget', label: 'HDMI 10m' }],
    })
    const spareDel = await call('DELETE', `/events/gadget-kind/${spare.id}`)
    expect(spareDel.statusCode).toBe(409)
    const deactivate = await call('PUT', `/events/gadget-kind/${k.id}`, admin, { ...k, active: false })
    expect(deactivate.statusCode).toBe(409)
    expect(deactivate.json().message).toBe('error.hasDependencies')
    // An unreferenced record can be deactivated and deleted.
    const free = await kind('Unused')
    expect(
      (await call('PUT', `/events/gadget-kind/${free.id}`, admin, { ...free, active: false })).statusCode,
    ).toBe(200)
    expect((await call('DELETE', `/events/gadget-kind/${free.id}`)).json()).toEqual({ id: free.id })
    expect((await call('GET', `/events/gadget-kind/${free.id}`)).statusCode).toBe(404)
  })

  it('a refused delete names its first five dependents by id, each once, whatever the rows were written in', async () => {
    const k = await kind('Tripods')
    const made = []
    for (const [i, field] of ['kind', 'spares', 'kind', 'both', 'kind', 'spares', 'kind'].entries()) {
      const res = await call('POST', '/events/gadget/', admin, {
        name: `Tripod ${i}`,
        code: `TRI-${i}`,
        kind: { id: field === 'spares' ? (await kind(`Tripod kind ${i}`)).id : k.id },
        ...(field !== 'kind' && { spares: [{ id: k.id }] }),
      })
      expect(res.statusCode).toBe(201)
      made.push(res.json() as { id: number; name: string })
    }
    // Rewritten rows move to the end of the table: an unordered read would meet them last.
    for (const g of made.slice(0, 2)) {
      const read = (await call('GET', `/events/gadget/${g.id}`)).json()
      expect(
        (await call('PUT', `/events/gadget/${g.id}`, admin, { ...read, name: `${g.name}'` })).statusCode,
      ).toBe(200)
    }
    const del = await call('DELETE', `/events/gadget-kind/${k.id}`)
    expect(del.statusCode).toBe(409)
    const first = made
      .map((g) => g.id)
      .sort((a, b) => a - b)
      .slice(0, 5)
    expect(del.json().dependencies).toEqual(
      first.map((id, i) => ({ registry: 'gadget', id, label: i < 2 ? `Tripod ${i}'` : `Tripod ${i}` })),
    )
  })

  it('a reference inside list items is checked, labelled and protects its target', async () => {
    const lens = await kind('Lenses')
    const bad = await call('POST', '/events/gadget/', admin, {
      name: 'Camera',
      code: 'CAM-0',
      kind: { id: lens.id },
      parts: [{ kind: { id: 999999 }, quantity: 1 }],
    })
    expect(bad.json().errors).toEqual([
      { field: 'parts[0].kind', message: 'error.invalidReference', target: 'parts[0].kind' },
    ])
    const res = await call('POST', '/events/gadget/', admin, {
      name: 'Camera',
      code: 'CAM-1',
      kind: { id: lens.id },
      parts: [{ kind: { id: lens.id, name: 'echo' }, quantity: 2 }],
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().parts).toEqual([{ kind: { id: lens.id, name: 'Lenses' }, quantity: 2 }])
    const del = await call('DELETE', `/events/gadget-kind/${lens.id}`)
    expect(del.statusCode).toBe(409)
    expect(del.json().dependencies.map((d: { label: string }) => d.label)).toEqual(['Camera'])
  })

  it('lists with the page shape, search, filters and sort', async () => {
    const k = await kind('Lights')
    for (const [i, name] of ['Par LED', 'Moving head', 'Par Can', 'Fresnel'].entries()) {
      await call('POST', '/events/gadget/', admin, {
        name,
        code: `L-${i}`,
        kind: { id: k.id },
        price: 10 * (i + 1),
        grade: i % 2 ? 'S' : 'L',
      })
    }
    const page = (await call('GET', '/events/gadget?page=0&size=2&sort=id,desc')).json()
    expect(page).toMatchObject({ size: 2, number: 0, numberOfElements: 2 })
    expect(page.totalElements).toBeGreaterThanOrEqual(4)
    expect(page.totalPages).toBe(Math.ceil(page.totalElements / 2))
    expect(page.content[0].id).toBeGreaterThan(page.content[1].id)

    const search = (await call('GET', '/events/gadget?search=par')).json()
    expect(search.content.map((g: { name: string }) => g.name).sort()).toEqual(['Par Can', 'Par LED'])
    const byCode = (await call('GET', '/events/gadget?search=l-2')).json()
    expect(byCode.content.map((g: { name: string }) => g.name)).toEqual(['Par Can'])
    const filtered = (await call('GET', '/events/gadget?grade=S&search=')).json()
    expect(filtered.content.map((g: { name: string }) => g.name).sort()).toEqual(['Fresnel', 'Moving head'])
    await call('POST', '/events/gadget/', admin, {
      name: 'Par Mini',
      code: 'L-9',
      kind: { id: k.id },
      traits: { portable: true },
    })
    const portable = (await call('GET', '/events/gadget?portable=true')).json()
    expect(portable.content.map((g: { name: string }) => g.name)).toEqual(['Par Mini'])
    const fixed = (await call('GET', '/events/gadget/autocomplete?name=par&portable=false')).json()
    expect(fixed.content.map((g: { name: string }) => g.name)).toEqual(['Par Can', 'Par LED'])
    const sorted = (await call('GET', '/events/gadget?sort=price,asc&search=a')).json()
    const prices = sorted.content
      .map((g: { price?: number }) => g.price)
      .filter((p: number | undefined) => p !== undefined)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect((await call('GET', '/events/gadget?sort=nosuchfield,asc')).statusCode).toBe(400)
  })

  it('autocomplete: empty lists the first page, 2+ characters match the label, inactive records are left out', async () => {
    await kind('Stage parts')
    const inactive = await kind('Stage old')
    await call('PUT', `/events/gadget-kind/${inactive.id}`, admin, { ...inactive, active: false })
    const all = (await call('GET', '/events/gadget-kind/autocomplete?name=&page=0')).json()
    expect(all.content.length).toBeGreaterThan(2)
    const names = all.content.map((k: { name: string }) => k.name)
    expect(names).toEqual(
      [...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())),
    )
    const stage = (await call('GET', '/events/gadget-kind/autocomplete?name=stage')).json()
    expect(stage.content.map((k: { name: string }) => k.name)).toEqual(['Stage parts'])
  })

  it('walls tenants: another tenant id is 404 on read, update and delete', async () => {
    const k = await kind('Private kind')
    expect((await call('GET', `/events/gadget-kind/${k.id}`, other)).statusCode).toBe(404)
    expect((await call('PUT', `/events/gadget-kind/${k.id}`, other, { name: 'hijack' })).statusCode).toBe(404)
    expect((await call('DELETE', `/events/gadget-kind/${k.id}`, other)).statusCode).toBe(404)
    const list = (await call('GET', '/events/gadget-kind?size=1000', other)).json()
    expect(list.content.map((x: { id: number }) => x.id)).not.toContain(k.id)
  })

  it('documents every route in OpenAPI with the schema as a component', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json()
    expect(doc.components.schemas.gadget.required).toEqual(['name', 'kind', 'code'])
    expect(Object.keys(doc.paths['/events/gadget/{id}']).sort()).toEqual(['delete', 'get', 'put'])
    expect(Object.keys(doc.paths['/events/gadget']).sort()).toEqual(['get', 'post', 'put'])
    expect(doc.paths['/events/gadget/autocomplete'].get).toBeDefined()
  })
})
