import { describe, expect, it } from 'vitest'
import type { TimelineItem } from './diaryItems'
import { itemDiff } from './itemDiff'

const item = (id: string, hour: number, extra: Partial<TimelineItem> = {}): TimelineItem => ({
  id,
  group: 1,
  start: new Date(2026, 11, 1, hour),
  end: new Date(2026, 11, 1, hour + 2),
  content: id,
  bookingId: 1,
  ...extra,
})

describe('itemDiff', () => {
  it('names only what a re-read changed', () => {
    const shown = [item('a', 8), item('b', 10), item('c', 12)]
    const next = [item('a', 8), item('b', 11), item('d', 14)]
    const { gone, changed } = itemDiff(shown, next)
    expect(gone).toEqual(['c'])
    expect(changed.map((i) => i.id)).toEqual(['b', 'd'])
  })

  it('sees a change of room, label or class as a change, and equal items as none', () => {
    const shown = [item('a', 8), item('b', 8), item('c', 8)]
    const next = [item('a', 8, { group: 2 }), item('b', 8, { content: '1ª opção' }), item('c', 8)]
    expect(itemDiff(shown, next).changed.map((i) => i.id)).toEqual(['a', 'b'])
    expect(itemDiff(next, next)).toEqual({ gone: [], changed: [] })
  })
})
