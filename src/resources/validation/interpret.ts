/**
 * JSON Schema validation without generated code. ajv compiles schemas with `new Function`, which
 * the app's Content-Security-Policy (`script-src 'self'`, server/app.ts) forbids; this walks the
 * schema instead and reports errors exactly as ajv shapes them, so RJSF's ajv8 error processing
 * applies unchanged. It knows the keywords registry schemas use; interpret.test.ts compares it
 * with the server's ajv on every schema and fails on a keyword it does not know.
 */
import type { ErrorObject } from 'ajv'
import { fullFormats } from 'ajv-formats/dist/formats'
import { wireFormats } from '../../../common/wire-formats'

type Schema = Record<string, any>
type Format = RegExp | ((s: string) => boolean) | { validate: RegExp | ((s: string) => boolean) }

const formats: Record<string, Format> = {
  ...(fullFormats as unknown as Record<string, Format>),
  ...wireFormats,
}

/** Keywords this interpreter checks, and the ones that carry no rule (annotations, ours). */
export const KNOWN_KEYWORDS = new Set([
  'type',
  'required',
  'properties',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  '$id',
  '$schema',
  '$comment',
  'title',
  'description',
  'default',
  'examples',
  'readOnly',
  'writeOnly',
])
export const isKnownKeyword = (k: string) => KNOWN_KEYWORDS.has(k) || k.startsWith('x-')

const typeOk = (type: string, v: unknown): boolean => {
  switch (type) {
    case 'integer':
      return typeof v === 'number' && !(v % 1) && !Number.isNaN(v)
    case 'number':
      return typeof v === 'number' && Number.isFinite(v)
    case 'object':
      return !!v && typeof v === 'object' && !Array.isArray(v)
    case 'array':
      return Array.isArray(v)
    case 'null':
      return v === null
    default:
      return typeof v === type
  }
}

const formatOk = (name: string, value: string): boolean => {
  const f = formats[name]
  if (!f) return true // ajv (strict: false) ignores unknown formats too
  const check = f instanceof RegExp || typeof f === 'function' ? f : f.validate
  return check instanceof RegExp ? check.test(value) : check(value)
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const ptr = (key: string | number) => `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`

export function interpret(
  schema: Schema,
  data: unknown,
  path = '',
  schemaPath = '#',
  out: ErrorObject[] = [],
): ErrorObject[] {
  const fail = (keyword: string, params: Record<string, unknown>, message: string, at = path) =>
    out.push({
      instancePath: at,
      schemaPath: `${schemaPath}/${keyword}`,
      keyword,
      params,
      message,
      parentSchema: schema,
      schema: schema[keyword],
      data,
    } as ErrorObject)

  if (schema.type !== undefined) {
    const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type]
    if (!types.some((t) => typeOk(t, data)))
      fail('type', { type: types.join(',') }, `must be ${types.join(',')}`)
  }
  if (schema.enum && !schema.enum.some((e: unknown) => same(e, data)))
    fail('enum', { allowedValues: schema.enum }, 'must be equal to one of the allowed values')
  if ('const' in schema && !same(schema.const, data))
    fail('const', { allowedValue: schema.const }, 'must be equal to constant')

  if (typeof data === 'string') {
    const length = [...data].length
    if (schema.maxLength !== undefined && length > schema.maxLength)
      fail('maxLength', { limit: schema.maxLength }, `must NOT have more than ${schema.maxLength} characters`)
    if (schema.minLength !== undefined && length < schema.minLength)
      fail(
        'minLength',
        { limit: schema.minLength },
        `must NOT have fewer than ${schema.minLength} characters`,
      )
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(data))
      fail('pattern', { pattern: schema.pattern }, `must match pattern "${schema.pattern}"`)
    if (schema.format !== undefined && !formatOk(schema.format, data))
      fail('format', { format: schema.format }, `must match format "${schema.format}"`)
  }
  if (typeof data === 'number' && Number.isFinite(data)) {
    const bound = (keyword: string, comparison: string, ok: boolean) => {
      if (!ok)
        fail(keyword, { comparison, limit: schema[keyword] }, `must be ${comparison} ${schema[keyword]}`)
    }
    if (schema.maximum !== undefined) bound('maximum', '<=', data <= schema.maximum)
    if (schema.minimum !== undefined) bound('minimum', '>=', data >= schema.minimum)
    if (schema.exclusiveMaximum !== undefined) bound('exclusiveMaximum', '<', data < schema.exclusiveMaximum)
    if (schema.exclusiveMinimum !== undefined) bound('exclusiveMinimum', '>', data > schema.exclusiveMinimum)
    if (
      schema.multipleOf !== undefined &&
      Math.abs(Math.round(data / schema.multipleOf) * schema.multipleOf - data) > 1e-8
    )
      fail('multipleOf', { multipleOf: schema.multipleOf }, `must be multiple of ${schema.multipleOf}`)
  }
  if (Array.isArray(data)) {
    if (schema.maxItems !== undefined && data.length > schema.maxItems)
      fail('maxItems', { limit: schema.maxItems }, `must NOT have more than ${schema.maxItems} items`)
    if (schema.minItems !== undefined && data.length < schema.minItems)
      fail('minItems', { limit: schema.minItems }, `must NOT have fewer than ${schema.minItems} items`)
    if (schema.uniqueItems) {
      const seen = data.map((d) => JSON.stringify(d))
      const j = seen.findIndex((s, i) => seen.indexOf(s) !== i)
      if (j >= 0) fail('uniqueItems', { i: j, j: seen.indexOf(seen[j]) }, 'must NOT have duplicate items')
    }
    if (schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items))
      data.forEach((d, i) => interpret(schema.items, d, path + ptr(i), `${schemaPath}/items`, out))
  }
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    const record = data as Record<string, unknown>
    for (const name of schema.required ?? []) {
      if (record[name] === undefined)
        fail('required', { missingProperty: name }, `must have required property '${name}'`)
    }
    for (const [name, child] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
      if (record[name] !== undefined)
        interpret(child, record[name], path + ptr(name), `${schemaPath}/properties/${name}`, out)
    }
    if (schema.additionalProperties !== undefined && schema.additionalProperties !== true) {
      for (const name of Object.keys(record).filter((k) => !(k in (schema.properties ?? {})))) {
        if (schema.additionalProperties === false)
          fail('additionalProperties', { additionalProperty: name }, 'must NOT have additional properties')
        else
          interpret(
            schema.additionalProperties,
            record[name],
            path + ptr(name),
            `${schemaPath}/additionalProperties`,
            out,
          )
      }
    }
  }
  return out
}

/** An ajv-style validate function (returns validity, leaves the errors on `.errors`). */
export function validateFunctionFor(schema: Schema) {
  const validate = (data: unknown): boolean => {
    const errors = interpret(schema, data)
    validate.errors = errors.length ? errors : null
    return errors.length === 0
  }
  validate.errors = null as ErrorObject[] | null
  return validate
}
