import { describe, expect, it } from 'vitest'
import type { Timeline } from 'vis-timeline/esnext'
import { measureOncePerKind } from './visMeasure'

/** vis-timeline's range item, as far as the patch sees it: each real measure is counted. */
class RangeItem {
  static measured = 0
  overflow = true
  whiteSpace = true
  constructor(
    public data: { className?: string; content?: string },
    public parent: { itemSet: object },
  ) {}
  _getDomComponentsSizes() {
    RangeItem.measured += 1
    this.overflow = false
    this.whiteSpace = false
    return { content: { width: 80 }, box: { height: this.data.content ? 24 : 10 } }
  }
}
class ItemSet {
  static types = { range: RangeItem }
}
const timeline = () => ({ itemSet: new ItemSet() }) as unknown as Timeline & { itemSet: ItemSet }

describe('measureOncePerKind', () => {
  it('measures the first booking of each kind and gives the others its height', () => {
    const diary = timeline()
    measureOncePerKind(diary)
    const booking = (content: string, className = 'diary-booking') =>
      new RangeItem({ className, content }, { itemSet: diary.itemSet })
    expect(booking('Feira')._getDomComponentsSizes().box.height).toBe(24)
    const second = booking('Congresso')
    expect(second._getDomComponentsSizes()).toEqual({ content: { width: 0 }, box: { height: 24 } })
    expect([second.overflow, second.whiteSpace]).toEqual([false, false])
    expect(booking('', 'diary-setup')._getDomComponentsSizes().box.height).toBe(10)
    expect(booking('', 'diary-setup')._getDomComponentsSizes().box.height).toBe(10)
    expect(RangeItem.measured).toBe(2)
  })

  it('leaves other timelines’ items measured by vis-timeline itself', () => {
    const other = timeline()
    const before = RangeItem.measured
    const item = new RangeItem({ className: 'diary-booking', content: 'x' }, { itemSet: other.itemSet })
    item._getDomComponentsSizes()
    item._getDomComponentsSizes()
    expect(RangeItem.measured).toBe(before + 2)
  })
})
