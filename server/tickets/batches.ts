/**
 * Which batch of a section sells now (pretix's and alf.io's rule): batches go in their order, and
 * the next one opens when the one before it sold out or its sale ended. A batch sells while its
 * sale has started (no start: from the beginning), has not ended (no end: until sold out) and has
 * places left. Dates are `YYYY-MM-DD`, both ends included, compared as text.
 */
export interface BatchStock {
  id: number
  order: number
  quantity: number
  sold: number
  saleStart: string | null
  saleEnd: string | null
}

const ended = (b: BatchStock, today: string) => b.saleEnd !== null && b.saleEnd < today
const soldOut = (b: BatchStock) => b.sold >= b.quantity

/** The batch on sale today, or null (none started yet, or all sold out or ended). */
export function openBatch<B extends BatchStock>(batches: readonly B[], today: string): B | null {
  const ordered = [...batches].sort((a, b) => a.order - b.order || a.id - b.id)
  for (const b of ordered) {
    if (soldOut(b) || ended(b, today)) continue
    return b.saleStart === null || b.saleStart <= today ? b : null
  }
  return null
}

/**
 * Places `count` tickets on the batches in opening order: the open batch takes what it has left,
 * then the next one opens. Null when the batches cannot take them all today (never a partial
 * sale). The counts are what the selling transaction adds to each batch's counter.
 */
export function allocate<B extends BatchStock>(
  batches: readonly B[],
  today: string,
  count: number,
): { batch: B; count: number }[] | null {
  const stock = batches.map((b) => ({ ...b }))
  const out: { batch: B; count: number }[] = []
  let left = count
  while (left > 0) {
    const open = openBatch(stock, today)
    if (!open) return null
    const take = Math.min(left, open.quantity - open.sold)
    open.sold += take
    left -= take
    out.push({ batch: batches.find((b) => b.id === open.id)!, count: take })
  }
  return out
}

/** Places the batches can still sell today: what `allocate` would take at most. */
export function availableToday(batches: readonly BatchStock[], today: string): number {
  const stock = batches.map((b) => ({ ...b }))
  let n = 0
  for (let open = openBatch(stock, today); open; open = openBatch(stock, today)) {
    n += open.quantity - open.sold
    open.sold = open.quantity
  }
  return n
}
