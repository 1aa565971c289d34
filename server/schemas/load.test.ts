import { describe, expect, it } from 'vitest'
import { createAjv } from './ajv.js'
import { loadRegistrySchemas } from './load.js'

describe('registry schemas', () => {
  const schemas = loadRegistrySchemas()

  it('exist', () => {
    expect(schemas.map((s) => s.$id)).toContain('environment-type')
  })

  it.each(schemas.map((s) => [s.$id, s] as const))(
    '%s compiles in strict mode and declares its resource',
    (id, schema) => {
      expect(() => createAjv().compile(schema)).not.toThrow()
      const resource = schema['x-resource']
      expect(resource.name).toBe(id)
      expect(resource.endpoint).toMatch(/^\/events\/[a-z-]+$/)
      expect(resource.feature).toMatch(/^[A-Z_]+$/)
    },
  )

  it('rejects an unknown x- keyword (strict mode)', () => {
    expect(() => createAjv().compile({ type: 'object', 'x-typo': true })).toThrow()
  })
})
