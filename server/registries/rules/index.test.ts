import { describe, expect, it } from 'vitest'
import { loadRegistrySchemas } from '../../schemas/load.js'
import { registryRules } from './index.js'

describe('registry rules', () => {
  it('every rule a schema names in x-rules is registered', () => {
    const named = loadRegistrySchemas().flatMap((s) =>
      ((s['x-rules'] as string[] | undefined) ?? []).map((r) => [s.$id, r]),
    )
    expect(named.length).toBeGreaterThan(0)
    for (const [schema, rule] of named)
      expect(registryRules[rule], `${schema}: ${rule}`).toBeTypeOf('function')
  })
})
