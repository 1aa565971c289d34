import { createElement, type ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { renderHook } from '@testing-library/react'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { AdminContext } from 'react-admin'
import { withUsers } from '../custom/users/dataProvider'
import { registerMethods } from '../providers/customMethods'
import { appDataProvider, createDataProvider } from '../providers/dataProvider'
import { HttpError } from '../providers/http'
import { signInForTest } from '../providers/testSession'
import { useEventdeskDataProvider } from '../providers/useEventdeskDataProvider'
import { methodGroups, registerAppMethods } from './methods'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest())

const CRUD = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
]
const names = Object.values(methodGroups).flatMap((group) => Object.keys(group))

describe('the custom screens’ methods on the data provider', () => {
  it('are all there, each name given once and none in place of a CRUD call', () => {
    expect(new Set(names).size).toBe(names.length)
    expect(names.filter((n) => CRUD.includes(n))).toEqual([])
    const provider = createDataProvider()
    for (const name of [...names, ...CRUD])
      expect(typeof provider[name as keyof typeof provider]).toBe('function')
  })

  it('registered twice by the same map is no change; a name another map gives is refused', () => {
    registerAppMethods()
    expect(() => registerMethods({ other: { listEvents: () => undefined } })).toThrow(
      'the custom method listEvents of other is given twice',
    )
  })

  it('send the screens’ requests as before (listEvents: POST, page query, stamped filter without createdBy)', async () => {
    let seen: { method: string; url: URL; body: unknown } | undefined
    server.use(
      route.post('*/events/event/list-events', async ({ request }) => {
        seen = { method: request.method, url: new URL(request.url), body: await request.json() }
        return HttpResponse.json({ content: [], totalElements: 0 })
      }),
    )
    const page = await createDataProvider().listEvents(
      { search: 'gala' },
      { page: 2, size: 20, sort: 'id,desc' },
    )
    expect(page).toEqual({ content: [], totalElements: 0 })
    expect(seen!.method).toBe('POST')
    expect(Object.fromEntries(seen!.url.searchParams)).toEqual({
      page: '2',
      size: '20',
      sort: 'id,desc',
      idCompany: '3',
    })
    expect(seen!.body).toEqual({ companyId: 3, search: 'gala' })
  })

  it('fail with http.ts’s HttpError untouched, which the screens translate themselves', async () => {
    server.use(
      route.get('*/events/event/5', () =>
        HttpResponse.json({ message: 'event.notFound', errors: [] }, { status: 404 }),
      ),
    )
    const failure = await createDataProvider()
      .readEvent(5)
      .catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(HttpError)
    expect((failure as HttpError).body.message).toBe('event.notFound')
  })

  it('stay on the app’s provider once events-users is put in front of it', async () => {
    let asked: string | undefined
    server.use(
      route.get('*/events/events-users', ({ request }) => {
        asked = new URL(request.url).pathname
        return HttpResponse.json({ content: [], totalElements: 0 })
      }),
    )
    const provider = withUsers(createDataProvider())
    for (const name of names) expect(typeof provider[name as keyof typeof provider]).toBe('function')
    await provider.getList('events-users', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    })
    expect(asked).toBe('/events/events-users')
  })

  it('useEventdeskDataProvider: the provider given to react-admin, else the app’s', () => {
    const given = createDataProvider()
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(AdminContext, { dataProvider: given }, children)
    expect(renderHook(() => useEventdeskDataProvider(), { wrapper }).result.current).toBe(given)
    expect(renderHook(() => useEventdeskDataProvider()).result.current).toBe(appDataProvider())
  })
})
