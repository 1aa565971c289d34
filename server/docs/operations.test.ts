import { describe, expect, it } from 'vitest'
import { operationIdOf, summaryOf, withOperationIds } from './operations.js'

const page = {
  responses: { 200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Page' } } } } },
}
const paths = {
  '/events/box-office': { get: page, post: {} },
  '/events/box-office/{id}': { get: {}, put: {}, delete: {} },
  '/events/box-office/sale/{id}/cancel': { post: {} },
  '/events/configuration/all': { get: {}, put: {} },
} as never

describe('operation ids', () => {
  it('are the verb, the nouns of the path and the parameters it is found by', () => {
    expect(operationIdOf('get', '/events/box-office', paths)).toBe('listBoxOffice')
    expect(operationIdOf('post', '/events/box-office', paths)).toBe('createBoxOffice')
    expect(operationIdOf('get', '/events/box-office/{id}', paths)).toBe('getBoxOfficeById')
    expect(operationIdOf('delete', '/events/box-office/{id}', paths)).toBe('deleteBoxOfficeById')
    expect(operationIdOf('post', '/events/box-office/sale/{id}/cancel', paths)).toBe(
      'postBoxOfficeSaleCancelById',
    )
    expect(operationIdOf('get', '/events/configuration/all', paths)).toBe('getConfigurationAll')
    expect(summaryOf('getBoxOfficeById')).toBe('Get box office by id')
  })

  it('keep a route’s own, and refuse two operations with one id', () => {
    const doc = { paths: { '/a': { get: { operationId: 'readA', summary: 'Reads A' } } } }
    withOperationIds(doc)
    expect(doc.paths['/a'].get).toEqual({ operationId: 'readA', summary: 'Reads A' })
    const clash = { paths: { '/a-b': { put: {} }, '/a/b': { put: {} } } } as never
    expect(() => withOperationIds(clash)).toThrow(/share the operationId updateAB/)
  })
})
