import type { ErrorObject, FuncKeywordDefinition } from 'ajv'

type Check = ((
  schema: string | string[],
  data: unknown[],
  parent: unknown,
  cxt?: { instancePath: string },
) => boolean) & {
  errors?: Partial<ErrorObject>[]
}

/**
 * `"x-unique-items": "order"` (or a list of names) on an array of objects: each named property
 * differs among the items that have it (two ticket batches with the same `order`). JSON Schema's
 * `uniqueItems` compares whole items, so two batches differing in price would pass. An item
 * without the property is not compared. The error sits on each repeat (`batches[1].order`), so
 * the form marks that row; its key is `error.repeatedInList` (server/http/errors.ts).
 */
const check: Check = (schema, data, _parent, cxt) => {
  const errors: Partial<ErrorObject>[] = []
  for (const property of Array.isArray(schema) ? schema : [schema]) {
    const seen = new Set<string>()
    data.forEach((item, i) => {
      const value = (item as Record<string, unknown> | null)?.[property]
      if (value === undefined || value === null) return
      const key = JSON.stringify(value)
      if (seen.has(key))
        errors.push({
          keyword: 'x-unique-items',
          instancePath: `${cxt?.instancePath ?? ''}/${i}/${property}`,
          params: { property },
          message: `repeats another item's ${property}`,
        })
      seen.add(key)
    })
  }
  check.errors = errors
  return !errors.length
}

export const uniqueItemsKeyword: FuncKeywordDefinition = {
  keyword: 'x-unique-items',
  type: 'array',
  schemaType: ['string', 'array'],
  errors: true,
  validate: check as FuncKeywordDefinition['validate'],
}
