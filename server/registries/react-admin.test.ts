import { describe, expect, it } from 'vitest'
import { buildModel } from './model.js'
import { asksReactAdmin, contentRange, reactAdminList, sortOf } from './react-admin.js'
import type { RegistrySchema } from '../schemas/load.js'

const model = buildModel({
  $id: 'gadget',
  type: 'object',
  'x-resource': { name: 'gadget', endpoint: '/events/gadget', feature: 'GADGET', search: ['name'] },
  properties: {
    id: { type: 'integer', readOnly: true },
    name: { type: 'string' },
    size: { type: 'integer' },
    kind: { type: 'object', 'x-ref': 'gadget-kind' },
  },
} as unknown as RegistrySchema)
const base = { page: 1, size: 20, sort: model.defaultSort, filters: { name: 'x' } }

describe("react-admin's list convention", () => {
  it('is asked for by a range, a filter or a sort in JSON, never by the spec’s own parameters', () => {
    expect(asksReactAdmin({ page: 0, size: 20, sort: 'name,desc', search: 'a' })).toBe(false)
    expect(asksReactAdmin({ sort: ' ["name","ASC"]' })).toBe(true)
    expect(asksReactAdmin({ range: '[0,9]' })).toBe(true)
    expect(asksReactAdmin({ filter: '{}' })).toBe(true)
  })

  it('reads both sort spellings, on the id and scalars only', () => {
    expect(sortOf(model, '["size","desc"]')).toEqual({ field: 'size', desc: true })
    expect(sortOf(model, 'name,asc')).toEqual({ field: 'name', desc: false })
    expect(sortOf(model, undefined)).toEqual(model.defaultSort)
    for (const bad of ['["kind","ASC"]', '["constructor","ASC"]', '["name"]', 'kind,asc'])
      expect(() => sortOf(model, bad), bad).toThrow()
  })

  it('turns range and filter into the engine’s query, over the spec’s parameters', () => {
    const q = { range: '[5,14]', filter: '{"q":"lamp","size":3,"kind.id":7}', sort: '["name","ASC"]' }
    expect(reactAdminList(model, q, base)).toMatchObject({
      offset: 5,
      size: 10,
      sort: { field: 'name', desc: false },
      search: 'lamp',
      filters: { name: 'x', size: '3', 'kind.id': '7' },
    })
    // getMany: every id asked, once, without a range; with none, the spec's page and size.
    expect(reactAdminList(model, { filter: '{"id":[3,"4",3]}' }, base)).toMatchObject({
      ids: [3, 4],
      offset: 0,
      size: 2,
    })
    expect(reactAdminList(model, { filter: '{}' }, base)).toMatchObject({ offset: 20, size: 20 })
  })

  it('spells Content-Range as ra-data-simple-rest reads it', () => {
    expect(contentRange('gadget', 5, 10, 42)).toBe('gadget 5-14/42')
    expect(contentRange('gadget', 40, 0, 3)).toBe('gadget */3')
  })
})
