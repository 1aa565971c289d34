import fc from 'fast-check'

/** A JSON Schema node of the OpenAPI document (loosely typed: the document is data). */
export type Schema = Record<string, any>

/** Numbers JSON.stringify cannot write (1e309 is Infinity once parsed): kept as text, unquoted in `toJson`. */
const RAW = '\u0001raw:'
const raw = (text: string) => `${RAW}${text}`

/** Writes a generated value as a JSON body, the raw number literals included. */
export const toJson = (value: unknown) =>
  JSON.stringify(value).replace(new RegExp(`"${RAW.replace('\u0001', '\\\\u0001')}([^"]*)"`, 'g'), '$1')

/** A value for the query string or a path: what `toJson` would write, as text. */
export const toText = (value: unknown): string =>
  typeof value === 'string'
    ? value.startsWith(RAW)
      ? value.slice(RAW.length)
      : value
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value)

const deep = (n: number): unknown => (n === 0 ? 'bottom' : { a: deep(n - 1) })

/** The hostile values of issue 14: every one was a 500 somewhere before. */
export const nasty = fc.constantFrom<unknown>(
  'a\u0000b',
  '\u0000',
  'a\ud800b',
  '\udc00',
  '',
  ' ',
  'x'.repeat(70_000),
  '0000-01-01',
  '0000-01-01T00:00:00',
  '2026-02-30T25:61:00',
  '2026-02-30',
  '9999-12-31T23:59:59',
  '2026-1-1',
  raw('1e309'),
  raw('-1e309'),
  raw('9223372036854775808'),
  raw('99999999999999999999999999'),
  raw('1.5e-400'),
  -1,
  0,
  1.5,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
  'Infinity',
  'NaN',
  '__proto__',
  'constructor',
  '__proto__,asc',
  "' or 1=1 --",
  '%00',
  true,
  null,
  [],
  {},
  [null],
  { id: raw('9223372036854775808') },
  { id: 'a\u0000' },
  deep(200),
)

const text = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('Ana', 'Sala 1', 'admin@demo.test'))
const day = fc
  .date({ min: new Date('1990-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))

/** A plausible value for a schema node: mostly valid, so that the mutation lands deep in real handlers. */
export function valueOf(schema: Schema | undefined, doc: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null)
  if (schema.$ref)
    return valueOf(doc.components?.schemas?.[String(schema.$ref).split('/').pop()!], doc, depth + 1)
  for (const k of ['oneOf', 'anyOf'] as const)
    if (Array.isArray(schema[k])) return fc.oneof(...schema[k].map((s: Schema) => valueOf(s, doc, depth + 1)))
  if (Array.isArray(schema.allOf)) return valueOf(Object.assign({}, ...schema.allOf), doc, depth + 1)
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]))
  if (schema.const !== undefined) return fc.constant(schema.const)
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type
  switch (type) {
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 60, 1000) })
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1000, noNaN: true })
    case 'boolean':
      return fc.boolean()
    case 'array':
      return fc.array(valueOf(schema.items, doc, depth + 1), { maxLength: 2 })
    case 'string':
      if (schema.format === 'date') return day
      if (schema.format === 'local-date-time') return day.map((d) => `${d}T10:00:00`)
      if (schema.format === 'email') return fc.constant('ana@demo.test')
      return text
    case 'object':
    default: {
      const props = (schema.properties ?? {}) as Record<string, Schema>
      const entries = Object.fromEntries(
        Object.entries(props).map(([k, s]) => [k, valueOf(s, doc, depth + 1)]),
      )
      return fc.record(entries, {
        requiredKeys: (schema.required ?? []).filter((k: string) => k in props),
      }) as fc.Arbitrary<unknown>
    }
  }
}

/** Replaces one leaf (or adds one key) of a value with a hostile one; a path of indexes picks where. */
export function mutate(value: unknown, bad: unknown, pick: number[], extraKey: string | undefined): unknown {
  if (extraKey !== undefined && value && typeof value === 'object' && !Array.isArray(value))
    return { ...value, [extraKey]: bad }
  if (!value || typeof value !== 'object' || pick.length === 0) return bad
  const keys = Object.keys(value)
  if (keys.length === 0) return bad
  const k = keys[pick[0] % keys.length]
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string, unknown>
  copy[k] = mutate((value as Record<string, unknown>)[k], bad, pick.slice(1), undefined)
  return copy
}

/** A valid value, or one with a hostile leaf, or something of another type altogether. */
export function hostile(schema: Schema | undefined, doc: Schema): fc.Arbitrary<unknown> {
  const valid = valueOf(schema, doc)
  const mutated = fc
    .tuple(
      valid,
      nasty,
      fc.array(fc.nat(20), { maxLength: 4 }),
      fc.option(fc.constantFrom('__proto__', 'constructor', 'a\u0000', 'x'), { nil: undefined }),
    )
    .map(([v, bad, pick, key]) => mutate(v, bad, pick, key))
  return fc.oneof(
    { arbitrary: valid, weight: 1 },
    { arbitrary: mutated, weight: 4 },
    { arbitrary: nasty, weight: 1 },
  )
}
