import type { Timeline } from 'vis-timeline/esnext'

/** What vis-timeline knows of its own layout (not in its typings). */
interface VisLayout {
  itemSet?: { groups?: Record<string, { top?: number; height?: number }> }
  props?: { scrollTop?: number; centerContainer?: { height?: number } }
}

/**
 * The rooms on screen and half a screen above and below, from vis-timeline's own layout: what a
 * new diary draws first (drawPlan.ts). Undefined while it has no layout (every row then counts).
 */
export function rowsNearView(t: Timeline): Set<number> | undefined {
  const { itemSet, props } = t as unknown as VisLayout
  const groups = itemSet?.groups
  const height = props?.centerContainer?.height
  if (!groups || !height) return undefined
  const scrolled = -(props?.scrollTop ?? 0)
  const [from, to] = [scrolled - height / 2, scrolled + height * 1.5]
  const near = new Set<number>()
  for (const [id, g] of Object.entries(groups)) {
    const top = g.top ?? 0
    if (top + (g.height ?? 0) >= from && top <= to) near.add(Number(id))
  }
  return near
}
