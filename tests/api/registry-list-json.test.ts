import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { api } from '../helpers/events.js'
import { withTenant } from '../../server/db/tenant.js'
import { listRecords, listRecordsJson, type ListQuery } from '../../server/registries/list.js'

/**
 * On PostgreSQL the registry list and autocomplete answer JSON that the database writes (issue
 * 15, listRecordsJson): the same records, labels included, as the list the server builds itself
 * (listRecords with labelReferences), for well-formed and odd data alike.
 */
describe(`registry list written by the database (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let demo: number
  let a: ReturnType<typeof api>
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    const other = await signIn(t.app, accounts.otherAdmin)
    demo = (await tenantIds(t.app)).DEMO
    const post = async (key: string, url: string, who: Tokens, body: unknown) =>
      (ids[key] = (await a.post(url, who, body)).id)
    await post('hall', '/events/environment-type/', admin, { name: 'Salão "nobre" \\ ção 😀' })
    await post('room', '/events/environment-type/', admin, { name: 'Sala\nmeeting' })
    await post('foreign', '/events/environment-type/', other, { name: 'Tipo de outro tenant' })
    await post('u', '/events/environment-format/', admin, { name: 'Formato espinha zeta' })
    await post('banquet', '/events/environment-format/', admin, { name: 'Banquete zeta' })
    const env = (name: string, body: Record<string, unknown> = {}) => ({
      name,
      environmentType: { id: ids.hall },
      ...body,
    })
    await post(
      'a',
      '/events/environment/',
      admin,
      env('Zeta A', { formats: [{ format: { id: ids.u }, capacity: 10 }] }),
    )
    await post('c', '/events/environment/', admin, env('Zeta C', { environmentType: { id: ids.room } }))
    await post(
      'b',
      '/events/environment/',
      admin,
      env('Zeta B', { compound: true, composition: [{ id: ids.a }, { id: ids.c }] }),
    )
    await post('odd', '/events/environment/', admin, env('Zeta estranho'))
    await post('half', '/events/environment/', admin, env('Zeta fracionado'))
    // Data the API would refuse, written straight: another tenant's record (its label stays
    // behind the wall), no such record, ids that are no ids, a stale label, odd numbers.
    const odd = {
      name: 'Zeta estranho',
      environmentType: { id: ids.foreign },
      composition: [{ id: 999999 }, { id: '7' }, null, 5, [{ id: ids.a }], { id: ids.a, name: 'velho' }],
      formats: [
        { capacity: 3 },
        { format: null, capacity: 1 },
        { format: { id: ids.banquet, name: 'velho' }, capacity: 2 },
        { format: { id: 1.5 }, capacity: 4 },
      ],
      description: 'aspas " barra \\ controle \u0001 linha\n tab\t ção 😀',
      height: 1e21,
      floor: 1e-7,
      area: 0.1,
    }
    const write = (id: number, data: object) =>
      sql`update registry_record set data = ${JSON.stringify(data)}::jsonb where id = ${id}`.execute(
        t.database.db,
      )
    await write(ids.odd, odd)
    await write(ids.half, { name: 'Zeta fracionado', environmentType: { id: 2.5 }, composition: [] })
  })
  afterAll(() => t?.close())

  /**
   * The page listRecords builds in the server (parsed records, labelReferences), after checking
   * that the database's JSON of the same page (listRecordsJson as on PostgreSQL) reads the same.
   * On PGlite the routes answer the server's page, so the database's is checked here on both.
   */
  const built = (registry: string, q: Partial<ListQuery>) =>
    withTenant(
      t.database.db,
      demo,
      async (trx) => {
        const models = t.app.registryModels
        const query = { page: 0, size: 20, sort: { field: 'id', desc: true }, filters: {}, ...q }
        const model = models.get(registry)!
        const page = JSON.parse(JSON.stringify(await listRecords(trx, model, query, models)))
        const written = await listRecordsJson(trx, model, query, models, true)
        expect(JSON.parse(written)).toEqual(page)
        return page
      },
      { readOnly: true },
    )

  it('answers the records, labelled, as the server would build them', async () => {
    const res = await a.call('GET', '/events/environment?size=50&sort=id,desc', admin)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    const page = res.json()
    expect(page).toEqual(await built('environment', { size: 50 }))
    const byId = new Map(page.content.map((r: { id: number }) => [r.id, r]))
    expect(byId.get(ids.b)).toMatchObject({
      environmentType: { id: ids.hall, name: 'Salão "nobre" \\ ção 😀' },
      composition: [
        { id: ids.a, name: 'Zeta A' },
        { id: ids.c, name: 'Zeta C' },
      ],
      version: 1,
    })
    expect(byId.get(ids.a)).toMatchObject({
      formats: [{ format: { id: ids.u, name: 'Formato espinha zeta' }, capacity: 10 }],
    })
    expect(byId.get(ids.odd)).toEqual({
      ...byId.get(ids.odd)!,
      id: ids.odd,
      environmentType: { id: ids.foreign, name: null },
      composition: [
        { id: 999999, name: null },
        { id: '7' },
        null,
        5,
        [{ id: ids.a }],
        { id: ids.a, name: 'Zeta A' },
      ],
      formats: [
        { capacity: 3 },
        { format: null, capacity: 1 },
        { format: { id: ids.banquet, name: 'Banquete zeta' }, capacity: 2 },
        { format: { id: 1.5, name: null }, capacity: 4 },
      ],
      description: 'aspas " barra \\ controle \u0001 linha\n tab\t ção 😀',
      height: 1e21,
      floor: 1e-7,
      area: 0.1,
    })
  })

  it('keeps the page shape for sorts, searches, later pages and empty pages', async () => {
    const cases: [string, Partial<ListQuery>][] = [
      ['?sort=name,asc&size=2&page=1', { sort: { field: 'name', desc: false }, size: 2, page: 1 }],
      ['?search=zeta&size=3', { search: 'zeta', size: 3 }],
      ['?search=nada-assim', { search: 'nada-assim' }],
      ['?page=9', { page: 9 }],
      // A page whose only reference is no record id: labelled null without a lookup.
      ['?search=fracionado', { search: 'fracionado' }],
    ]
    for (const [query, q] of cases) {
      const res = await a.call('GET', `/events/environment${query}`, admin)
      expect(res.json(), query).toEqual(await built('environment', q))
    }
    const half = (await a.call('GET', '/events/environment?search=fracionado', admin)).json()
    expect(half.content).toEqual([
      {
        id: ids.half,
        version: 1,
        name: 'Zeta fracionado',
        environmentType: { id: 2.5, name: null },
        composition: [],
      },
    ])
    const empty = (await a.call('GET', '/events/environment?search=nada-assim', admin)).body
    expect(JSON.parse(empty)).toEqual({
      content: [],
      totalElements: 0,
      totalPages: 0,
      size: 20,
      number: 0,
      numberOfElements: 0,
    })
  })

  it('answers registries without references and the autocomplete the same way', async () => {
    const types = await a.call('GET', '/events/environment-type?sort=name,desc', admin)
    expect(types.json()).toEqual(await built('environment-type', { sort: { field: 'name', desc: true } }))
    expect(types.json().content.map((r: { name: string }) => r.name)).not.toContain('Tipo de outro tenant')
    const picked = await a.call('GET', '/events/environment/autocomplete?name=zeta', admin)
    expect(picked.statusCode).toBe(200)
    expect(picked.json()).toEqual(
      await built('environment', {
        sort: { field: 'name', desc: false },
        search: 'zeta',
        searchFields: ['name'],
        activeOnly: true,
      }),
    )
    expect(picked.json().numberOfElements).toBe(5)
  })
})
