/**
 * react-admin's DataProvider for `events-users` (not a schema registry, so the registry provider
 * does not know its paths), and `withUsers`, which puts it in front of the app's provider.
 * Errors go through the registry provider's `toRaError`, so messages and field errors arrive
 * translated the same way.
 */
import type { DataProvider, Identifier } from 'react-admin'
import { toRaError } from '../../providers/dataProvider'
import { http, type HttpOptions } from '../../providers/http'
import { getTenant, getUser } from '../../providers/session'
import type { EventsUser, Page } from './types'

export const USERS = 'events-users'
const base = '/events/events-users'

async function call<T>(path: string, options: HttpOptions = {}): Promise<T> {
  try {
    return await http<T>(`${base}${path}`, options)
  } catch (error) {
    throw toRaError(error, USERS)
  }
}

/** Only what the form edits: the e-mail is fixed after creation and the features have their own editor. */
const writable = (data: Partial<EventsUser>) => ({ type: data.type, active: data.active })

const getOne = (id: Identifier, signal?: AbortSignal) => call<EventsUser>(`/${id}`, { signal })

export const usersDataProvider: DataProvider = {
  getList: async (_resource, { pagination, sort, filter, signal }) => {
    const { page = 1, perPage = 20 } = pagination ?? {}
    const search = typeof filter?.q === 'string' ? filter.q.trim() || undefined : undefined
    const order = sort?.field ? `${sort.field},${sort.order === 'ASC' ? 'asc' : 'desc'}` : 'id,desc'
    const answer = await call<Page<EventsUser>>('', {
      query: { page: page - 1, size: perPage, sort: order, search },
      signal,
    })
    return { data: answer.content as never[], total: answer.totalElements }
  },
  getOne: async (_resource, { id, signal }) => ({ data: (await getOne(id, signal)) as never }),
  getMany: async (_resource, { ids, signal }) => {
    const settled = await Promise.allSettled(ids.map((id) => getOne(id, signal)))
    return { data: settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value as never] : [])) }
  },
  getManyReference: () => Promise.reject(new Error('events-users has no references')),
  create: async (_resource, { data }) => {
    const body = { email: String(data.email ?? '').trim(), ...writable(data) }
    return { data: (await call<EventsUser>('', { method: 'POST', json: body })) as never }
  },
  update: async (_resource, { id, data }) => ({
    data: (await call<EventsUser>(`/${id}`, {
      method: 'PUT',
      json: { id: Number(id), ...writable(data) },
    })) as never,
  }),
  updateMany: async (_resource, { ids, data }) => {
    for (const id of ids) await call(`/${id}`, { method: 'PUT', json: { id: Number(id), ...writable(data) } })
    return { data: ids }
  },
  // The spec's call names the tenant of the current user; the server checks it against the token.
  delete: async (_resource, { id, previousData }) => {
    await call(`/${id}`, {
      method: 'DELETE',
      query: { tenantId: getTenant()?.id ?? getUser()?.company.tenantId },
    })
    return { data: (previousData ?? { id }) as never }
  },
  deleteMany: async (_resource, { ids }) => {
    for (const id of ids)
      await call(`/${id}`, {
        method: 'DELETE',
        query: { tenantId: getTenant()?.id ?? getUser()?.company.tenantId },
      })
    return { data: ids }
  },
}

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
] as const

/**
 * The app's provider with `events-users` answered here. Only the CRUD calls go by resource: the
 * features' methods (registered by src/admin/methods.ts) stay the fallback's, which
 * react-admin's `combineDataProviders` would route by their first argument as if it named a resource.
 */
export function withUsers<T extends DataProvider>(fallback: T): T {
  type Call = (resource: string, params: unknown) => Promise<unknown>
  const routed = Object.fromEntries(
    CRUD.map((name) => [
      name,
      (resource: string, params: unknown) =>
        ((resource === USERS ? usersDataProvider : fallback)[name] as Call)(resource, params),
    ]),
  )
  return { ...fallback, ...routed }
}
