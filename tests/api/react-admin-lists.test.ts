import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, signIn, type Tokens } from '../helpers/auth.js'

/**
 * Issue 51: what react-admin's convention answers on a registry list beyond what its provider
 * reads (react-admin-provider.test.ts): the headers, the spec's Page when none of its parameters
 * is given, and a 400 on the field for whatever it cannot take.
 */
describe(`react-admin's list convention (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens

  beforeAll(async () => {
    t = await createTestApp()
    admin = await signIn(t.app, accounts.admin)
  })
  afterAll(() => t?.close())

  const get = (query: string) =>
    t.app.inject({ method: 'GET', url: `/events/meal?${query}`, headers: bearer(admin) })
  const json = (v: string) => encodeURIComponent(v)

  it('answers the total in Content-Range and X-Total-Count, exposed to the browser', async () => {
    const all = (await get('page=0&size=1000')).json().totalElements
    const res = await get(`range=${json('[0,1]')}`)
    expect(res.headers['content-range']).toBe(`meal 0-1/${all}`)
    expect(res.headers['x-total-count']).toBe(String(all))
    expect(res.headers['access-control-expose-headers']).toBe('Content-Range, X-Total-Count')
    expect(res.json()).toHaveLength(2)
    const later = await get(`range=${json('[1,2]')}`)
    expect(later.json().map((r: { id: number }) => r.id)).toEqual([res.json()[1].id, expect.any(Number)])
    const empty = await get(`range=${json(`[${all},${all + 9}]`)}`)
    expect([empty.headers['content-range'], empty.json()]).toEqual([`meal */${all}`, []])
    // getMany without a range: every id asked, whatever the page size.
    const ids = (await get('page=0&size=1000')).json().content.map((r: { id: number }) => r.id)
    const many = await get(`filter=${json(JSON.stringify({ id: ids }))}`)
    expect(many.json()).toHaveLength(ids.length)
    expect((await get(`filter=${json('{"id":[]}')}`)).json()).toEqual([])
  })

  it("keeps the spec's Page, and no range header, when none of the parameters is given", async () => {
    const page = await get('page=0&size=2&sort=name,asc')
    expect(page.headers['content-range']).toBeUndefined()
    expect(Object.keys(page.json())).toEqual([
      'content',
      'totalElements',
      'totalPages',
      'size',
      'number',
      'numberOfElements',
    ])
  })

  it('refuses bad JSON, an unknown sort or filter key and a range past the page limit on the field', async () => {
    for (const [query, field] of [
      ['sort=["nope","ASC"]', 'sort'],
      ['sort=["name","SIDEWAYS"]', 'sort'],
      ['sort=[name', 'sort'],
      ['range=[5,1]', 'range'],
      ['range=[0,1000]', 'range'],
      ['range={"a":1}', 'range'],
      ['filter={q:1}', 'filter'],
      ['filter=[1]', 'filter'],
      ['filter={"nope":1}', 'filter.nope'],
      ['filter={"id":["x"]}', 'filter.id'],
      ['filter={"name":{"a":1}}', 'filter.name'],
      ['filter={"q":"\\u0000"}', 'filter.q'],
    ]) {
      const bad = await get(query.replace(/=(.*)$/, (_, v: string) => `=${json(v)}`))
      expect(bad.statusCode, query).toBe(400)
      expect(bad.json(), query).toMatchObject({
        status: 400,
        errors: [{ field, message: 'error.invalidValue' }],
      })
    }
  })
})
