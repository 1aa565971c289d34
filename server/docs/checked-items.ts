type Node = Record<string, any>

/**
 * A part the server checks against a schema of its own (`"x-checked-as": "<schema id>"`, e.g. a
 * room block's reservations, each validated on its own so its errors name their row) is shown in
 * the document as that schema, so a client sees its fields and no component stands unused.
 */
export function withCheckedItems<T>(node: T): T {
  if (Array.isArray(node)) node.forEach(withCheckedItems)
  else if (node && typeof node === 'object') {
    const schema = node as Node
    for (const [k, v] of Object.entries(schema))
      if (v && typeof v === 'object' && typeof (v as Node)['x-checked-as'] === 'string')
        schema[k] = { $ref: `#/components/schemas/${(v as Node)['x-checked-as']}` }
      else withCheckedItems(v)
  }
  return node
}
