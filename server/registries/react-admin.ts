import { MAX_PAGE_SIZE } from '../http/page.js'
import { badRequest, fieldError } from '../http/errors.js'
import { inputErrors } from '../http/input-guard.js'
import { parseSort, type RegistryModel } from './model.js'
import type { ListQuery } from './list-sql.js'

/**
 * react-admin's list convention (ra-data-simple-rest, issue 51), beside the spec's Page:
 * `sort=["field","ASC"]`, `range=[from,to]` (inclusive), `filter={"q":…,"id":[…],field:value}`,
 * answered with a JSON array and the total in `Content-Range` and `X-Total-Count`. Any of the
 * three asks for it; a list with none of them is the spec's, answered as before.
 */
export const asksReactAdmin = (q: Record<string, unknown>) =>
  q.range !== undefined || q.filter !== undefined || isJsonSort(q.sort)

const isJsonSort = (sort: unknown) => typeof sort === 'string' && sort.trimStart().startsWith('[')

const invalid = (field: string) => badRequest([fieldError(field, 'error.invalidValue')])

function parsed(text: unknown, field: string): unknown {
  try {
    return JSON.parse(String(text))
  } catch {
    throw invalid(field)
  }
}

/** Either spelling of the sort; a field that is neither the id nor a scalar property is refused. */
export function sortOf(model: RegistryModel, sort: unknown): ListQuery['sort'] {
  let out = model.defaultSort
  if (isJsonSort(sort)) {
    const v = parsed(sort, 'sort')
    if (!Array.isArray(v) || v.length !== 2 || typeof v[0] !== 'string' || typeof v[1] !== 'string')
      throw invalid('sort')
    const order = v[1].toUpperCase()
    if (order !== 'ASC' && order !== 'DESC') throw invalid('sort')
    out = { field: v[0], desc: order === 'DESC' }
  } else if (typeof sort === 'string') out = parseSort(sort, model.defaultSort)
  // A Map, not an object: `constructor` or `__proto__` is no scalar here either.
  if (out.field !== 'id' && !model.scalars.has(out.field)) throw invalid('sort')
  return out
}

/** `[from,to]`, both included, as the engine's offset and size. */
function rangeOf(text: unknown) {
  const v = parsed(text, 'range')
  const ok =
    Array.isArray(v) &&
    v.length === 2 &&
    v.every((n) => Number.isSafeInteger(n) && n >= 0) &&
    v[1] >= v[0] &&
    v[1] - v[0] < MAX_PAGE_SIZE
  if (!ok) throw invalid('range')
  return { offset: v[0] as number, size: v[1] - v[0] + 1 }
}

const ID = /^[1-9][0-9]{0,15}$/

/** getMany's ids: one or a list, numbers or their decimal text (react-admin keeps either). */
function idsOf(value: unknown): number[] {
  const list = Array.isArray(value) ? value : [value]
  if (list.length > MAX_PAGE_SIZE) throw invalid('filter.id')
  const ids = list.map((id) => (typeof id === 'number' || typeof id === 'string' ? Number(String(id)) : NaN))
  if (list.some((id, i) => !ID.test(String(id)) || !Number.isSafeInteger(ids[i]))) throw invalid('filter.id')
  return [...new Set(ids)]
}

/**
 * The filter object as the list's search, ids and filters. Other keys are the filters `?field=value`
 * takes (model.filterPaths), with the same meaning; a key the registry cannot filter by is refused
 * rather than ignored, since ignoring it would list records the client asked to leave out.
 */
function filterOf(model: RegistryModel, text: unknown) {
  const v = parsed(text, 'filter')
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw invalid('filter')
  // The text was checked as a query value; what it decodes to (`\u0000`, 1e400) is checked here.
  const errors = inputErrors({ params: {}, query: { filter: v }, body: undefined })
  if (errors.length) throw badRequest(errors)
  const out: { search?: string; ids?: number[]; filters: Record<string, string> } = { filters: {} }
  for (const [key, value] of Object.entries(v as Record<string, unknown>)) {
    if (key === 'q') {
      // As long as the spec's `search` may be (route-queries.ts).
      if (typeof value !== 'string' || value.length > 200) throw invalid('filter.q')
      out.search = value
    } else if (key === 'id') out.ids = idsOf(value)
    else if (!model.filterPaths.has(key)) throw invalid(`filter.${key}`)
    else if (value === null || value === '') continue
    else if (!['string', 'number', 'boolean'].includes(typeof value)) throw invalid(`filter.${key}`)
    else if (!(model.onlyTrueFilters.has(key) && value === false)) out.filters[key] = String(value)
  }
  return out
}

/**
 * The list query of a react-admin request. `base` holds the spec's page, size, search and
 * `?field=value` filters read from the same query string; the react-admin ones win. Without a
 * range, getMany's ids are answered whole, else the page and size apply.
 */
export function reactAdminList(model: RegistryModel, q: Record<string, unknown>, base: ListQuery): ListQuery {
  const f = q.filter === undefined ? { filters: {} } : filterOf(model, q.filter)
  const range =
    q.range !== undefined
      ? rangeOf(q.range)
      : f.ids
        ? { offset: 0, size: Math.max(f.ids.length, 1) }
        : { offset: base.page * base.size, size: base.size }
  return {
    ...base,
    ...range,
    sort: sortOf(model, q.sort),
    search: f.search ?? base.search,
    ids: f.ids,
    filters: { ...base.filters, ...f.filters },
  }
}

/** `Content-Range: <resource> from-to/total` (`*` for the range when nothing is answered). */
export const contentRange = (resource: string, offset: number, count: number, total: number) =>
  `${resource} ${count ? `${offset}-${offset + count - 1}` : '*'}/${total}`
