import { describe, expect, it, vi } from 'vitest'
import { holdReads, readsHeld, readWhenFree } from './dragHold'

describe('drag hold', () => {
  it('runs a read at once when nothing is dragged', () => {
    const read = vi.fn()
    readWhenFree('a', read)
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('keeps reads while dragged and runs the latest of each window once the last hold goes', () => {
    const first = vi.fn()
    const second = vi.fn()
    const other = vi.fn()
    const drag = holdReads()
    const move = holdReads()
    readWhenFree('week', first)
    readWhenFree('week', second)
    readWhenFree('month', other)
    drag()
    drag()
    expect(readsHeld()).toBe(true)
    expect(second).not.toHaveBeenCalled()
    move()
    expect(readsHeld()).toBe(false)
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledTimes(1)
    expect(other).toHaveBeenCalledTimes(1)
  })
})
