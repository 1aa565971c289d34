import { describe, expect, it } from 'vitest'
import type { ErrorObject } from 'ajv'
import { createAjv } from '../../../server/schemas/ajv'
import { sampleRecord } from '../../../tests/helpers/sample-record'
import { formSchemaOf } from '../formSchema'
import { registryNames, registryOf } from '../../providers/schema'
import { interpret, isKnownKeyword } from './interpret'

type Schema = Record<string, any>

/** Every schema node of a schema (properties and items, recursively). */
function nodes(schema: Schema): Schema[] {
  const out = [schema]
  for (const p of Object.values((schema.properties ?? {}) as Record<string, Schema>)) out.push(...nodes(p))
  if (schema.items && typeof schema.items === 'object') out.push(...nodes(schema.items))
  return out
}

/** Values that break one rule of a property each, plus a value of the wrong type. */
function breakers(p: Schema): unknown[] {
  const out: unknown[] = [p.type === 'string' ? 123 : 'not-this-type']
  if (p.maxLength !== undefined) out.push('a'.repeat(p.maxLength + 1))
  if (p.minLength) out.push('')
  if (p.format) out.push('bad value')
  if (p.pattern) out.push('!!')
  if (p.enum) out.push('NOT_A_VALUE')
  if (p.minimum !== undefined) out.push(p.minimum - 1)
  if (p.maximum !== undefined) out.push(p.maximum + 1)
  if (p.exclusiveMinimum !== undefined) out.push(p.exclusiveMinimum)
  if (p.type === 'integer') out.push(1.5)
  if (p.type === 'object' && p.required?.length) out.push({})
  if (p.type === 'object' && p.properties?.id?.minimum) out.push({ id: 0 })
  if (p.type === 'array' && p.items) {
    if (p.maxItems !== undefined) out.push(Array.from({ length: p.maxItems + 1 }, () => ({})))
    for (const bad of breakers(p.items)) out.push([bad])
  }
  return out
}

const key = (e: ErrorObject) => `${e.instancePath}|${e.keyword}|${JSON.stringify(e.params)}`

describe('interpreted validation matches the server ajv', () => {
  it('takes only real calendar dates in 1900–2199, with or without a time for dates', () => {
    const ajv = createAjv()
    const cases: [string, string, boolean][] = [
      ['date', '2026-02-28', true],
      ['date', '2028-02-29', true],
      ['date', '2026-02-28T10:00:00', true],
      ['date', '2026-02-29', false],
      ['date', '0000-01-01', false],
      ['date', '2200-01-01', false],
      ['date', '1899-12-31', false],
      ['local-date-time', '2026-02-28T23:59:59', true],
      ['local-date-time', '0000-01-01T00:00:00', false],
      ['local-date-time', '2026-02-30T10:00:00', false],
      ['local-date-time', '2026-02-28T25:61:00', false],
      ['local-date-time', '2026-02-28', false],
    ]
    for (const [format, value, ok] of cases) {
      expect([format, value, ajv.validate({ type: 'string', format }, value)]).toEqual([format, value, ok])
      expect([format, value, interpret({ type: 'string', format }, value).length === 0]).toEqual([
        format,
        value,
        ok,
      ])
    }
  })

  it('knows every keyword the registry schemas use', () => {
    const unknown = registryNames().flatMap((name) =>
      nodes(registryOf(name)).flatMap((n) =>
        Object.keys(n)
          .filter((k) => !isKnownKeyword(k) && k !== 'properties' && k !== 'items' && k !== 'required')
          .map((k) => `${name}: ${k}`),
      ),
    )
    expect(unknown).toEqual([])
  })

  it.each(registryNames())(
    '%s: same errors for a valid record, an empty one and each broken property',
    async (name) => {
      const schema = formSchemaOf(name) as Schema
      const ajv = createAjv()
      const validate = ajv.compile(schema)
      const valid = await sampleRecord(registryOf(name) as never, 1, async () => 1)
      const cases: unknown[] = [valid, {}]
      for (const [field, p] of Object.entries(schema.properties as Record<string, Schema>))
        for (const bad of breakers(p)) cases.push({ ...valid, [field]: bad })
      cases.forEach((data, i) => {
        const copy = structuredClone(data)
        validate(copy) // fills defaults in `copy`, as the server does before it judges
        const expected = (validate.errors ?? []).map(key).sort()
        // The sample is valid; every other case breaks something, so both sides must say so.
        expect(expected.length > 0, JSON.stringify(data)).toBe(i > 0)
        expect(interpret(schema, copy).map(key).sort(), JSON.stringify(data)).toEqual(expected)
      })
    },
  )
})
