import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { HttpError as RaHttpError } from 'react-admin'
import { createDataProvider } from './dataProvider'
import { signInForTest } from './testSession'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest())

const dataProvider = createDataProvider()
const page = (content: unknown[], totalElements = content.length) =>
  HttpResponse.json({
    content,
    totalElements,
    totalPages: 1,
    size: 20,
    number: 0,
    numberOfElements: content.length,
  })

describe('dataProvider', () => {
  it('getList: page from 0, size, sort field,dir, q → search, scalar filters as ?field=value', async () => {
    let url: URL | undefined
    server.use(
      route.get('*/events/environment', ({ request }) => {
        url = new URL(request.url)
        return page([{ id: 9, name: 'Sala Azul', environmentType: { id: 4, name: 'Auditório' } }], 41)
      }),
    )
    const result = await dataProvider.getList('environment', {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'name', order: 'ASC' },
      // `environmentType` is a reference (the server filters scalars only); `nope` is no property.
      filter: {
        q: '  azul ',
        active: true,
        compound: false,
        environmentType: { id: 4 },
        nope: 'x',
        name: '',
      },
    })
    expect(result).toEqual({
      data: [{ id: 9, name: 'Sala Azul', environmentType: { id: 4, name: 'Auditório' } }],
      total: 41,
    })
    const q = Object.fromEntries(url!.searchParams)
    expect(q).toEqual({
      page: '2',
      size: '20',
      sort: 'name,asc',
      search: 'azul',
      active: 'true',
      compound: 'false',
      idCompany: '3',
    })
  })

  it('getList: descending sort and no filters', async () => {
    let url: URL | undefined
    server.use(
      route.get('*/events/environment-type', ({ request }) => {
        url = new URL(request.url)
        return page([])
      }),
    )
    await dataProvider.getList('environment-type', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    })
    expect(url!.searchParams.get('page')).toBe('0')
    expect(url!.searchParams.get('sort')).toBe('id,desc')
    expect(url!.searchParams.has('search')).toBe(false)
  })

  it('create POSTs the record (http.ts adds the envelope); update PUTs /{id} with id and version; delete is DELETE /{id}', async () => {
    const calls: { method: string; path: string; body?: unknown }[] = []
    server.use(
      route.post('*/events/environment-type', async ({ request }) => {
        calls.push({ method: 'POST', path: new URL(request.url).pathname, body: await request.json() })
        return HttpResponse.json({ id: 5, name: 'Foyer', version: 1 }, { status: 201 })
      }),
      route.put('*/events/environment-type/5', async ({ request }) => {
        calls.push({ method: 'PUT', path: new URL(request.url).pathname, body: await request.json() })
        return HttpResponse.json({ id: 5, name: 'Foyer 2', version: 2 })
      }),
      route.delete('*/events/environment-type/5', ({ request }) => {
        calls.push({ method: 'DELETE', path: new URL(request.url).pathname })
        return new HttpResponse(null, { status: 204 })
      }),
    )
    await expect(dataProvider.create('environment-type', { data: { name: 'Foyer' } })).resolves.toEqual({
      data: { id: 5, name: 'Foyer', version: 1 },
    })
    await dataProvider.update('environment-type', {
      id: 5,
      data: { name: 'Foyer 2', version: 1 },
      previousData: { id: 5 },
    })
    await expect(
      dataProvider.delete('environment-type', { id: 5, previousData: { id: 5, name: 'Foyer 2' } }),
    ).resolves.toEqual({ data: { id: 5, name: 'Foyer 2' } })
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/events/environment-type',
        body: { companyId: 3, createdBy: 7, name: 'Foyer' },
      },
      { method: 'PUT', path: '/events/environment-type/5', body: { id: 5, name: 'Foyer 2', version: 1 } },
      { method: 'DELETE', path: '/events/environment-type/5' },
    ])
  })

  it('update sends the version react-admin read when the form has none; updateMany reads each version first', async () => {
    const puts: { path: string; body: unknown }[] = []
    server.use(
      route.get('*/events/environment-type/:id', ({ params }) =>
        HttpResponse.json({
          id: Number(params.id),
          name: `Tipo ${params.id}`,
          version: Number(params.id) + 10,
        }),
      ),
      route.put('*/events/environment-type/:id', async ({ request, params }) => {
        puts.push({ path: new URL(request.url).pathname, body: await request.json() })
        return HttpResponse.json({ id: Number(params.id), version: 99 })
      }),
    )
    await dataProvider.update('environment-type', {
      id: 5,
      data: { name: 'Foyer 2' },
      previousData: { id: 5, name: 'Foyer', version: 3 },
    })
    await dataProvider.updateMany('environment-type', { ids: [1, 2], data: { active: false } })
    expect(puts).toEqual([
      { path: '/events/environment-type/5', body: { id: 5, name: 'Foyer 2', version: 3 } },
      { path: '/events/environment-type/1', body: { id: 1, name: 'Tipo 1', active: false, version: 11 } },
      { path: '/events/environment-type/2', body: { id: 2, name: 'Tipo 2', active: false, version: 12 } },
    ])
  })

  it('getMany reads each id and leaves out the ones that are gone', async () => {
    server.use(
      route.get('*/events/meal/:id', ({ params }) =>
        params.id === '2'
          ? HttpResponse.json({ status: 404, message: 'error.notFound', errors: [] }, { status: 404 })
          : HttpResponse.json({ id: Number(params.id), name: `Meal ${params.id}` }),
      ),
    )
    const result = await dataProvider.getMany('meal', { ids: [1, 2, 3] })
    expect(result.data.map((r) => r.id)).toEqual([1, 3])
  })

  it('a 400 becomes a react-admin HttpError with translated messages on their fields', async () => {
    server.use(
      route.post('*/events/environment', () =>
        HttpResponse.json(
          {
            status: 400,
            message: 'error.required',
            errors: [
              { field: 'name', message: 'error.required', target: 'name' },
              {
                field: 'formats[0].format.id',
                message: 'error.invalidReference',
                target: 'formats[0].format.id',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    )
    const error = await dataProvider.create('environment', { data: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RaHttpError)
    expect((error as RaHttpError).status).toBe(400)
    expect((error as RaHttpError).message).toBe('Nome deve ser informado')
    expect((error as RaHttpError).body.errors).toEqual({
      name: 'Nome deve ser informado',
      'formats[0].format': 'O registro escolhido em Formato não existe',
    })
  })

  it('a 409 with dependencies keeps them and names them in the message', async () => {
    server.use(
      route.delete('*/events/environment-type/4', () =>
        HttpResponse.json(
          {
            status: 409,
            message: 'error.hasDependencies',
            errors: [{ field: 'environment', message: 'error.hasDependencies', target: 'Sala Azul' }],
            dependencies: [{ registry: 'environment', id: 9, label: 'Sala Azul' }],
          },
          { status: 409 },
        ),
      ),
    )
    const error = (await dataProvider
      .delete('environment-type', { id: 4 })
      .catch((e: unknown) => e)) as RaHttpError
    expect(error.status).toBe(409)
    expect(error.body.dependencies).toEqual([{ registry: 'environment', id: 9, label: 'Sala Azul' }])
    expect(error.body.errors).toEqual({})
    expect(error.message).toBe(
      'O registro possui dependências e não pode ser excluído ou desativado: Ambiente «Sala Azul»',
    )
  })

  it('refuses a resource that is not a registry', async () => {
    await expect(
      dataProvider.getList('nothing', {
        pagination: { page: 1, perPage: 20 },
        sort: { field: 'id', order: 'DESC' },
        filter: {},
      }),
    ).rejects.toThrow(/nothing/)
  })
})
