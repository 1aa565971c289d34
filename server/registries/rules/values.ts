/** Small readers of record values shared by the named rules (records arrive as plain JSON). */

/** The id of a reference `{ id }`, or undefined when the value is not one. */
export function refId(value: unknown): number | undefined {
  if (!value || typeof value !== 'object') return undefined
  const id = Number((value as { id?: unknown }).id)
  return Number.isSafeInteger(id) ? id : undefined
}

/** The ids of an array of references, in order (duplicates kept, so callers can spot them). */
export function refIds(value: unknown): number[] {
  if (!Array.isArray(value)) return []
  return value.map(refId).filter((id): id is number => id !== undefined)
}

/** Closed ranges [start, end] (numbers, or ISO dates that compare as text) share at least one point. */
export function rangesOverlap<T extends number | string>(a: readonly [T, T], b: readonly [T, T]): boolean {
  return a[0] <= b[1] && b[0] <= a[1]
}

export const isText = (value: unknown): value is string => typeof value === 'string' && value !== ''
