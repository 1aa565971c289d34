/** Readers of the lists inside a person record (records arrive as plain JSON). */

export type Item = Record<string, unknown>

export const itemsOf = (value: unknown): Item[] =>
  Array.isArray(value) ? value.filter((v): v is Item => !!v && typeof v === 'object') : []

export const isMain = (item: Item): boolean => item.main === true

export const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined

/** Indexes of the items whose `key` repeats an earlier item's (the ones to change). */
export function repeatedAt(items: Item[], key: string): number[] {
  const seen = new Set<string>()
  const out: number[] = []
  items.forEach((item, i) => {
    const value = item[key]
    if (value === undefined || value === null) return
    const k = JSON.stringify(value)
    if (seen.has(k)) out.push(i)
    seen.add(k)
  })
  return out
}
