type Node = Record<string, any>

/**
 * References as answers give them (registries/labels.ts): `{"id": 5, "name": "Fernanda"}`, the
 * label under the target registry's own label field. The schemas name only the `id` a write
 * sends, so a generated client could not read `customer.name` (issue 51); each reference
 * (`x-ref` beside an `id` property) gains its target's label field, read-only and possibly null
 * (the record may have been deleted). The document only: writes still send the id alone.
 */
export function withReferenceLabels<T>(node: T, labelOf: (registry: string) => string | undefined): T {
  if (Array.isArray(node)) node.forEach((n) => withReferenceLabels(n, labelOf))
  else if (node && typeof node === 'object') {
    const schema = node as Node
    const label = typeof schema['x-ref'] === 'string' ? labelOf(schema['x-ref']) : undefined
    if (label && schema.properties?.id && !schema.properties[label])
      schema.properties = {
        ...schema.properties,
        [label]: { type: ['string', 'null'], readOnly: true, description: 'The referenced record’s label.' },
      }
    Object.values(schema).forEach((n) => withReferenceLabels(n, labelOf))
  }
  return node
}
