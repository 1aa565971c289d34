import { describe, expect, it } from 'vitest'
import type { TimelineItem } from './diaryItems'
import { drawPlan } from './drawPlan'

const item = (id: string, group: number | undefined, hour = 8): TimelineItem => ({
  id,
  group,
  start: new Date(2026, 11, 1, hour),
  end: new Date(2026, 11, 1, hour + 2),
  content: id,
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
    const { first, rest } = drawPlan([], next, new Set([1, 2]), 2)
    expect(ids(first.put)).toEqual(['b:1', 'b:2', 'w:sat'])
    expect(rest().map((s) => ids(s.put))).toEqual([['b:3', 'b:4'], ['b:5']])
  })

  it('removes and changes near rows in the first step, far ones later, and leaves equal items alone', () => {
    const shown = [item('b:1', 1), item('b:2', 2), item('b:3', 3), item('b:4', 4)]
    const next = [item('b:1', 1), item('b:2', 2, 9), item('b:4', 4, 10)]
    const { first, rest } = drawPlan(shown, next, new Set([1, 2]))
    expect(first).toEqual({ remove: [], put: [next[1]] })
    expect(rest()).toEqual([{ remove: ['b:3'], put: [next[2]] }])
  })

  it('moves a booking onto the screen at once and never takes it away after', () => {
    const shown = [item('b:1', 9)]
    const next = [item('b:1', 1)]
    const { first, rest } = drawPlan(shown, next, new Set([1]))
    expect(first).toEqual({ remove: [], put: next })
    expect(rest()).toEqual([])
  })

  it('takes a booking moved off the screen away at once and draws it in its far row later', () => {
    const shown = [item('b:1', 1)]
    const next = [item('b:1', 9)]
    const { first, rest } = drawPlan(shown, next, new Set([1]))
    expect(first).toEqual({ remove: ['b:1'], put: [] })
    expect(rest()).toEqual([{ remove: [], put: next }])
  })

  it('is one step when every row is near (no layout yet), and empty when nothing changed', () => {
    const next = [item('b:1', 1), item('b:2', 2)]
    const all = drawPlan([], next, undefined)
    expect(ids(all.first.put)).toEqual(['b:1', 'b:2'])
    expect(all.rest()).toEqual([])
    const same = drawPlan(next, next, new Set([1]))
    expect(same.first).toEqual({ remove: [], put: [] })
    expect(same.rest()).toEqual([])
  })
})
