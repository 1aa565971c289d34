import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import simpleRestProvider from 'ra-data-simple-rest'
import { fetchUtils, type DataProvider, type RaRecord } from 'ra-core'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn } from '../helpers/auth.js'
import { listen } from '../helpers/realtime.js'

/**
 * Issue 51: react-admin's stock provider, as an integrator would plug it in — ra-data-simple-rest
 * with nothing but the token added to fetchUtils.fetchJson — over a real socket, on three
 * registries. "Zq" marks this test's records among the demo's.
 */
describe(`ra-data-simple-rest on the registries (${testDbKind()})`, () => {
  let t: TestApp
  let ra: DataProvider
  let base: string

  beforeAll(async () => {
    t = await createTestApp()
    base = await listen(t.app)
    const token = `Bearer ${(await signIn(t.app, accounts.admin)).access_token}`
    const httpClient = (url: string, options: fetchUtils.Options = {}) =>
      fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token } })
    ra = simpleRestProvider(`${base}/events`, httpClient)
  })
  afterAll(() => t?.close())

  const names = (data: RaRecord[]) => data.map((r) => r.name)
  const list = (resource: string, filter: object, field = 'name', order = 'ASC', page = 1, perPage = 10) =>
    ra.getList(resource, { pagination: { page, perPage }, sort: { field, order: order as 'ASC' }, filter })
  const create = async (resource: string, data: object) => (await ra.create(resource, { data })).data

  it('environment-type: pages, sorts, searches, filters, reads, changes and deletes', async () => {
    const [a, b, c] = [
      await create('environment-type', { name: 'Zq Auditório' }),
      await create('environment-type', { name: 'Zq Balcão' }),
      await create('environment-type', { name: 'Zq Cobertura', active: false }),
    ]
    expect(a).toMatchObject({ id: expect.any(Number), name: 'Zq Auditório', version: 1 })

    const first = await list('environment-type', { q: 'zq' }, 'name', 'ASC', 1, 2)
    expect(names(first.data)).toEqual(['Zq Auditório', 'Zq Balcão'])
    expect(first.total).toBe(3)
    const second = await list('environment-type', { q: 'zq' }, 'name', 'ASC', 2, 2)
    expect(names(second.data)).toEqual(['Zq Cobertura'])
    expect(second.total).toBe(3)
    expect(names((await list('environment-type', { q: 'zq' }, 'name', 'DESC')).data)).toEqual([
      'Zq Cobertura',
      'Zq Balcão',
      'Zq Auditório',
    ])
    const inactive = await list('environment-type', { q: 'zq', active: false })
    expect([names(inactive.data), inactive.total]).toEqual([['Zq Cobertura'], 1])

    expect((await ra.getOne('environment-type', { id: b.id })).data).toMatchObject({ name: 'Zq Balcão' })
    const many = await ra.getMany('environment-type', { ids: [a.id, c.id] })
    expect(names(many.data).sort()).toEqual(['Zq Auditório', 'Zq Cobertura'])

    // react-admin sends the record as read, version included: the change is taken over it.
    const read = (await ra.getOne('environment-type', { id: a.id })).data
    const changed = await ra.update('environment-type', {
      id: a.id,
      data: { ...read, name: 'Zq Auditório Nobre' },
      previousData: read,
    })
    expect(changed.data).toMatchObject({ id: a.id, name: 'Zq Auditório Nobre', version: 2 })

    expect((await ra.delete('environment-type', { id: a.id, previousData: changed.data })).data).toEqual({
      id: a.id,
    })
    expect((await ra.deleteMany('environment-type', { ids: [b.id, c.id] })).data).toEqual([b.id, c.id])
    const none = await list('environment-type', { q: 'zq' })
    expect([none.data, none.total]).toEqual([[], 0])
  })

  it('hosting-unit-type: sorts by a number, filters by one, searches another field', async () => {
    for (const [name, code, paxCapacity] of [
      ['Zq Duplo', 'ZQD', 2],
      ['Zq Single', 'ZQS', 1],
      ['Zq Quádruplo', 'ZQQ', 4],
    ] as const)
      await create('hosting-unit-type', { name, code, paxCapacity })
    const byPax = await list('hosting-unit-type', { q: 'zq' }, 'paxCapacity', 'DESC')
    expect(byPax.data.map((r) => r.paxCapacity)).toEqual([4, 2, 1])
    const double = await list('hosting-unit-type', { q: 'zq', paxCapacity: 2 })
    expect([names(double.data), double.total]).toEqual([['Zq Duplo'], 1])
    expect(names((await list('hosting-unit-type', { q: 'zqs' })).data)).toEqual(['Zq Single'])

    const ids = byPax.data.map((r) => r.id)
    expect((await ra.deleteMany('hosting-unit-type', { ids })).data).toEqual(ids)
    expect((await list('hosting-unit-type', { q: 'zq' })).total).toBe(0)
  })

  it("environment: a type's rooms through getManyReference, labels as the page gives them", async () => {
    const hall = await create('environment-type', { name: 'Zq Salão' })
    const room = await create('environment-type', { name: 'Zq Sala' })
    const env = (name: string, type: RaRecord) =>
      create('environment', { name, environmentType: { id: type.id } })
    const [one, two] = [await env('Zq Salão Nobre', hall), await env('Zq Salão Azul', hall)]
    await env('Zq Sala 1', room)

    const rooms = await ra.getManyReference('environment', {
      target: 'environmentType.id',
      id: hall.id,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    })
    expect(names(rooms.data)).toEqual(['Zq Salão Azul', 'Zq Salão Nobre'])
    expect(rooms.total).toBe(2)
    expect(rooms.data[0].environmentType).toEqual({ id: hall.id, name: 'Zq Salão' })
    const got = await ra.getMany('environment', { ids: [one.id, two.id] })
    expect(names(got.data).sort()).toEqual(['Zq Salão Azul', 'Zq Salão Nobre'])

    // A type in use is refused (409) and says so; react-admin shows the message.
    const refused = await ra.delete('environment-type', { id: hall.id }).catch((e: unknown) => e)
    expect(refused).toMatchObject({ status: 409, body: { message: 'error.hasDependencies' } })
  })
})
