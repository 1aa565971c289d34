import type { RegistrySchema } from '../../server/schemas/load.js'

type Prop = Record<string, any>

/**
 * A valid record for any registry schema, different for each `n` (unique texts, disjoint
 * numbers and dates), so a generic suite can create several records of every registry.
 * `refs` resolves an x-ref target to the id of an existing record.
 */
export async function sampleRecord(
  schema: RegistrySchema,
  n: number,
  refs: (target: string) => Promise<number>,
) {
  const out: Record<string, unknown> = {}
  for (const [field, p] of Object.entries(schema.properties)) {
    if (p.readOnly || field === 'id') continue
    const required = schema.required?.includes(field)
    // Optional objects and arrays are left out: rules about them have their own tests.
    if (!required && (p.type === 'object' || p.type === 'array')) continue
    out[field] = await sampleValue(field, p as Prop, n, refs)
  }
  return out
}

async function sampleValue(
  field: string,
  p: Prop,
  n: number,
  refs: (target: string) => Promise<number>,
): Promise<unknown> {
  if (typeof p['x-ref'] === 'string') return { id: await refs(p['x-ref']) }
  if (p.const !== undefined) return p.const
  // A pattern cannot be sampled in general: the schema gives an example instead.
  if (Array.isArray(p.examples) && p.examples.length) return p.examples[0]
  if (Array.isArray(p.enum)) return p.enum[n % p.enum.length]
  if (p.default !== undefined && p.type === 'boolean') return p.default
  switch (p.type) {
    case 'boolean':
      return field === 'active' ? true : false
    case 'integer':
    case 'number': {
      const min = p.minimum ?? (p.exclusiveMinimum !== undefined ? p.exclusiveMinimum + 1 : 0)
      const max = p.maximum ?? Number.MAX_SAFE_INTEGER
      return Math.min(max, min + n * 7 + 1)
    }
    case 'string': {
      const day = String(1 + (n % 27)).padStart(2, '0')
      const month = String(1 + (Math.floor(n / 27) % 12)).padStart(2, '0')
      if (p.format === 'date') return `2030-${month}-${day}`
      if (p.format === 'local-date-time') return `2030-${month}-${day}T10:00:00`
      if (p.format === 'color') return `#${(0x102030 + n * 4099).toString(16).slice(-6)}`
      if (p.format === 'email') return `sample${n}@example.com`
      if (p.pattern === '^[A-Z]{3}$' || (p.minLength === 3 && p.maxLength === 3))
        return String.fromCharCode(65 + (n % 26), 65 + ((n + 7) % 26), 65 + ((n * 3) % 26))
      const text = `Sample ${field} ${n}`
      return p.maxLength && text.length > p.maxLength
        ? `${n}`.padStart(Math.min(p.maxLength, p.minLength ?? 1), '0')
        : text
    }
    case 'array': {
      const count = p.minItems ?? 1
      const items = []
      for (let i = 0; i < count; i++) items.push(await sampleValue(field, p.items ?? {}, n * 10 + i, refs))
      return items
    }
    case 'object': {
      const o: Record<string, unknown> = {}
      for (const [k, sub] of Object.entries((p.properties ?? {}) as Record<string, Prop>)) {
        if (p.required?.includes(k)) o[k] = await sampleValue(k, sub, n, refs)
      }
      return o
    }
    default:
      return `Sample ${field} ${n}`
  }
}
