import { describe, expect, it } from 'vitest'
import type { TimelineItem } from './diaryItems'
import { drawPlan } from './drawPlan'

const item = (
  id: string,
  group: number | undefined,
  hour = 8,
  extra: Partial<TimelineItem> = {},
): TimelineItem => ({
  id,
  group,
  start: new Date(2026, 11, 1, hour),
  end: new Date(2026, 11, 1, hour + 2),
  content: id,
  ...extra,
})

const ids = (items: TimelineItem[]) => items.map((i) => i.id)

describe('drawPlan', () => {
  it('draws the rows on screen and the shading first, the other rooms after in batches', () => {
    const next = [
      item('b:1', 1),
      item('b:2', 2),
      item('b:3', 3),
      item('b:4', 4),
      item('b:5', 5),
      item('w:sat', undefined),
    ]
    const steps = drawPlan([], next, new Set([1, 2]), 2)
    expect(steps.map((s) => ids(s.put))).toEqual([['b:1', 'b:2', 'w:sat'], ['b:3', 'b:4'], ['b:5']])
    expect(steps.every((s) => s.remove.length === 0)).toBe(true)
  })

  it('removes and changes near rows in the first step, far ones later, and leaves equal items alone', () => {
    const shown = [item('b:1', 1), item('b:2', 2), item('b:3', 3), item('b:4', 4)]
    const next = [item('b:1', 1), item('b:2', 2, 9), item('b:4', 4, 10)]
    const steps = drawPlan(shown, next, new Set([1, 2]))
    expect(steps).toEqual([
      { remove: [], put: [next[1]] },
      { remove: ['b:3'], put: [next[2]] },
    ])
  })

  it('counts a booking moved from a far row onto a near one as near (and the other way)', () => {
    const shown = [item('b:1', 9), item('b:2', 1)]
    const next = [item('b:1', 1), item('b:2', 9)]
    expect(drawPlan(shown, next, new Set([1]))).toEqual([{ remove: [], put: next }])
  })

  it('is one step when every row is near (no layout yet) and none when nothing changed', () => {
    const next = [item('b:1', 1), item('b:2', 2)]
    expect(drawPlan([], next, undefined).map((s) => ids(s.put))).toEqual([['b:1', 'b:2']])
    expect(drawPlan(next, next, new Set([1]))).toEqual([{ remove: [], put: [] }])
  })
})
