import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../http/page.js'
import type { RegistryModel } from './model.js'

// Bodies are validated by the engine (prepareRecord) so errors and envelopes are handled one way
// for every registry; the body schema is the document's.
export { bodyCheckedByRoute as validatorCompiler } from '../http/body-checked-by-route.js'

export const listQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 0, default: 0 },
    size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
    sort: {
      type: 'string',
      maxLength: 100,
      description:
        'The id or a scalar property: the spec\'s `field,asc|desc`, or react-admin\'s JSON `["field","ASC"|"DESC"]`.',
    },
    search: { type: 'string', maxLength: 200, description: "Text found in the registry's search fields." },
    // react-admin's convention (react-admin.ts): any of these, or a JSON sort, answers an array.
    range: {
      type: 'string',
      maxLength: 50,
      description:
        'react-admin: the JSON `[from,to]` of the records answered, both included, at most 1000 (instead of page and size).',
    },
    filter: {
      type: 'string',
      maxLength: 16000,
      description:
        'react-admin: a JSON object; `q` searches as `search`, `id` lists the ids answered, any other key filters as `?field=value` does.',
    },
  },
  // `?field=value`: a scalar property, a reference's `<field>.id` or a filter the registry names.
  additionalProperties: { type: 'string' },
}
export const autocompleteQuery = {
  type: 'object',
  properties: { name: { type: 'string', maxLength: 200 }, page: { type: 'integer', minimum: 0, default: 0 } },
  additionalProperties: { type: 'string' },
}

export type ListQs = { page: number; size: number; sort?: string; search?: string; [k: string]: unknown }

/** `?field=value` filters on declared scalar properties; anything else is ignored. */
export function filtersOf(model: RegistryModel, query: Record<string, unknown>, reserved: string[]) {
  const filters: Record<string, string> = {}
  for (const [k, v] of Object.entries(query)) {
    if (reserved.includes(k) || !model.filterPaths.has(k) || v === undefined || v === '') continue
    if (model.onlyTrueFilters.has(k) && String(v) === 'false') continue
    filters[k] = String(v)
  }
  return filters
}
