import { describe, expect, it } from 'vitest'
import type { Timeline } from 'vis-timeline/esnext'
import { keepRowHeightsWhileDragging, outsideRows } from './dragGuard'

/** vis-timeline's row: its height is what its items stack to. */
class Row {
  height?: number
  constructor(
    public itemSet: { touchParams: { itemProps: unknown[] | null }; groups: Record<string, Row> },
    public stacked: number,
  ) {}
  _calculateHeight(_margin: unknown) {
    return this.stacked
  }
  redraw() {
    this.height = this._calculateHeight({})
  }
}

describe('diary drag guards (issue 49)', () => {
  it('a row keeps its height while a booking is dragged out of it, and settles after the drop', () => {
    const itemSet = {
      touchParams: { itemProps: null as unknown[] | null },
      groups: {} as Record<string, Row>,
    }
    const row = new Row(itemSet, 76) // a booking over its set-up ends: two lines
    itemSet.groups['1'] = row
    keepRowHeightsWhileDragging({ itemSet, on: () => undefined } as unknown as Timeline)
    row.redraw()
    expect(row.height).toBe(76)
    itemSet.touchParams.itemProps = [{}] // the booking is lifted: one line is left
    row.stacked = 38
    row.redraw()
    expect(row.height).toBe(76)
    itemSet.touchParams.itemProps = null // dropped
    row.redraw()
    expect(row.height).toBe(38)
  })

  it('a pointer below the visible rows or below the last row is outside every row', () => {
    const visible = { top: 100, bottom: 600 }
    expect(outsideRows(300, visible, 900)).toBe(false)
    expect(outsideRows(650, visible, 900)).toBe(true)
    expect(outsideRows(90, visible, 900)).toBe(true)
    expect(outsideRows(450, visible, 400)).toBe(true)
  })
})
