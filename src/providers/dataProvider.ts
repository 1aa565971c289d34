/**
 * react-admin's DataProvider for every registry of `registrySchemas` (resource name = registry
 * name, endpoint from x-resource.endpoint), over the one fetch wrapper http.ts. Errors become
 * react-admin HttpErrors whose `body.errors` maps each field path to a translated message, so a
 * form can put them on their fields; `body.dependencies` keeps the records that block a delete.
 */
import { HttpError as RaHttpError, type DataProvider, type Identifier } from 'react-admin'
import '../i18n/appMessages'
import { storedLocale, translate as translateKey } from '../i18n/messages'
import { errorPathOf, fieldKeyOf, isRegistry, isScalar, registryOf } from './schema'
import { customMethods, type CustomMethods } from './customMethods'
import { http, HttpError, type Query } from './http'

export type Translate = (key: string, params?: Record<string, string | number>) => string

import type { Page } from '../../common/page'

export interface Dependent {
  registry: string
  id: number
  label: string | null
}

const defaultTranslate: Translate = (key, params) => translateKey(storedLocale(), key, params)

/** Polyglot plurals (`Ambiente |||| Ambientes`): the singular form. */
export const singular = (text: string) => text.split('||||')[0].trim()

function endpointOf(resource: string): string {
  if (!isRegistry(resource)) throw new Error(`no registry named ${resource}`)
  return registryOf(resource)['x-resource'].endpoint.replace(/\/$/, '')
}

/** `?field=value` for the scalar properties the server filters on; `q` is the free-text search. */
export function listQuery(
  resource: string,
  params: {
    pagination?: { page: number; perPage: number }
    sort?: { field: string; order: string }
    filter?: Record<string, unknown>
  },
): Query {
  const { page = 1, perPage = 20 } = params.pagination ?? {}
  const query: Query = { page: page - 1, size: perPage }
  if (params.sort?.field) query.sort = `${params.sort.field},${params.sort.order === 'ASC' ? 'asc' : 'desc'}`
  const properties = registryOf(resource).properties
  for (const [field, value] of Object.entries(params.filter ?? {})) {
    if (value === undefined || value === null || value === '') continue
    if (field === 'q') query.search = String(value).trim() || undefined
    else if (isScalar(properties[field]) && typeof value !== 'object')
      query[field] = value as string | number | boolean
  }
  return query
}

/** Our HttpError → react-admin's, with every message translated in the person's language. */
export function toRaError(error: unknown, resource: string, t: Translate = defaultTranslate): unknown {
  if (!(error instanceof HttpError)) return error
  const { body, status } = error
  const dependencies = (body as { dependencies?: Dependent[] }).dependencies
  const label = (path: string) => t(fieldKeyOf(resource, path))
  const errors: Record<string, string> = {}
  if (!dependencies) {
    for (const e of body.errors) {
      const path = errorPathOf(e.field)
      errors[path] ??= t(e.message, { ...e.params, field: label(path) })
    }
  }
  const first = body.errors[0]
  let message = t(body.message, { ...first?.params, field: first ? label(errorPathOf(first.field)) : '' })
  if (dependencies?.length) message = `${message}: ${describeDependents(dependencies, t)}`
  return new RaHttpError(message, status, { ...body, errors, fieldErrors: body.errors, dependencies })
}

/** "Ambiente «Sala A», Ambiente «Sala B»" — what the person must change before deleting. */
export function describeDependents(dependents: Dependent[], t: Translate = defaultTranslate): string {
  return dependents
    .map((d) => `${singular(t(`resources.${d.registry}.name`))} «${d.label ?? `#${d.id}`}»`)
    .join(', ')
}

/** DataProvider without its `[key: string]: any`, so a misspelt custom method fails to compile. */
type Declared<T> = { [K in keyof T as string extends K ? never : K]: T[K] }

/** react-admin's CRUD for the registries, and the features' calls registered at start-up (customMethods.ts). */
export type EventdeskDataProvider = Declared<DataProvider> & CustomMethods

export function createDataProvider(t: Translate = defaultTranslate): EventdeskDataProvider {
  const call = async <T>(
    resource: string,
    path: string,
    options: Parameters<typeof http>[1] = {},
  ): Promise<T> => {
    try {
      return await http<T>(`${endpointOf(resource)}${path}`, options)
    } catch (error) {
      throw toRaError(error, resource, t)
    }
  }
  const list = async (resource: string, params: Parameters<typeof listQuery>[1], signal?: AbortSignal) => {
    // Records are whatever the schema describes; react-admin types them per call site.
    const page = await call<Page<any>>(resource, '', { query: listQuery(resource, params), signal })
    return { data: page.content, total: page.totalElements }
  }
  const getOne = (resource: string, id: Identifier, signal?: AbortSignal) =>
    call<any>(resource, `/${id}`, { signal })

  // The custom methods throw http.ts's HttpError untouched: their screens translate it themselves.
  return {
    ...customMethods(),
    getList: (resource, params) => list(resource, params, params.signal),
    getOne: async (resource, params) => ({ data: await getOne(resource, params.id, params.signal) }),
    // The API has no "by ids" call; references are few per page, so one read each, in parallel.
    // An id that no longer exists is left out rather than failing the whole page.
    getMany: async (resource, params) => {
      const settled = await Promise.allSettled(params.ids.map((id) => getOne(resource, id, params.signal)))
      return { data: settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : [])) }
    },
    getManyReference: (resource, params) => {
      // The server filters scalar properties only; a reference target would silently list everything.
      if (!isScalar(registryOf(resource).properties[params.target])) {
        return Promise.reject(new Error(`${resource}.${params.target} cannot be filtered by the API`))
      }
      return list(
        resource,
        { ...params, filter: { ...params.filter, [params.target]: params.id } },
        params.signal,
      )
    },
    create: async (resource, params) => ({
      data: await call(resource, '', { method: 'POST', json: params.data }),
    }),
    // A change carries the version read (the server answers 400 without it, 409 when stale): the
    // form's, else the record's as react-admin read it.
    update: async (resource, params) => {
      const version = params.data.version ?? params.previousData?.version
      const json = { ...params.data, id: params.id, version }
      return { data: await call(resource, `/${params.id}`, { method: 'PUT', json }) }
    },
    // A bulk change has no form: each record is read for its version, then changed over it.
    updateMany: async (resource, params) => {
      await Promise.all(
        params.ids.map(async (id) => {
          const read = await getOne(resource, id)
          await call(resource, `/${id}`, {
            method: 'PUT',
            json: { ...read, ...params.data, id, version: read.version },
          })
        }),
      )
      return { data: params.ids }
    },
    delete: async (resource, params) => {
      await call(resource, `/${params.id}`, { method: 'DELETE' })
      return { data: (params.previousData ?? { id: params.id }) as never }
    },
    // One at a time: a refused delete (dependencies) stops the rest and says which one.
    deleteMany: async (resource, params) => {
      for (const id of params.ids) await call(resource, `/${id}`, { method: 'DELETE' })
      return { data: params.ids }
    },
  }
}

let singleton: EventdeskDataProvider | undefined

/**
 * The app's provider, made at its first use: after the apps registered the features' methods
 * (src/admin/methods.ts), which a provider made at import would miss.
 */
export const appDataProvider = (): EventdeskDataProvider => (singleton ??= createDataProvider())
