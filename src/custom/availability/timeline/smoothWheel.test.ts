import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { smoothWheel, WHEEL_STEP } from './smoothWheel'

/** A diary's root with vis-timeline's centre panel, and the deltas its own wheel handler sees. */
function diary() {
  const root = document.createElement('div')
  root.innerHTML =
    '<div class="vis-panel vis-center"><div class="row"></div></div><div class="vis-panel vis-left"></div>'
  document.body.append(root)
  const seen: number[] = []
  root.querySelector('.vis-center')!.addEventListener('wheel', (e) => seen.push((e as WheelEvent).deltaY))
  root.querySelector('.vis-left')!.addEventListener('wheel', (e) => seen.push((e as WheelEvent).deltaY))
  return { root, seen, row: root.querySelector('.row')!, labels: root.querySelector('.vis-left')! }
}
const wheel = (target: Element, init: WheelEventInit) =>
  target.dispatchEvent(new WheelEvent('wheel', { bubbles: true, cancelable: true, ...init }))

describe('smoothWheel', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] }))
  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  it('hands a long wheel over the bookings on in steps, one a frame, and none after', () => {
    const { root, seen, row } = diary()
    const stop = smoothWheel(root)
    wheel(row, { deltaY: 600 })
    expect(seen).toEqual([WHEEL_STEP])
    for (let frame = 1; frame < 600 / WHEEL_STEP + 3; frame++) vi.advanceTimersToNextFrame()
    expect(seen).toEqual(Array(600 / WHEEL_STEP).fill(WHEEL_STEP))
    stop()
  })

  it('counts lines as vis-timeline does and turns round on a wheel the other way', () => {
    const { root, seen, row } = diary()
    smoothWheel(root)
    wheel(row, { deltaY: 10, deltaMode: 1 })
    wheel(row, { deltaY: -300 })
    vi.advanceTimersToNextFrame()
    vi.advanceTimersToNextFrame()
    expect(seen).toEqual([WHEEL_STEP, -WHEEL_STEP, -WHEEL_STEP])
  })

  it('leaves short wheels, zoom (Ctrl), sideways wheels and the rooms’ column alone', () => {
    const { root, seen, row, labels } = diary()
    smoothWheel(root)
    wheel(row, { deltaY: 50 })
    wheel(row, { deltaY: 600, ctrlKey: true })
    wheel(row, { deltaY: 200, deltaX: 400 })
    wheel(labels, { deltaY: 600 })
    expect(seen).toEqual([50, 600, 200, 600])
  })

  it('stops handing on once removed', () => {
    const { root, seen, row } = diary()
    const stop = smoothWheel(root)
    wheel(row, { deltaY: 600 })
    stop()
    vi.advanceTimersToNextFrame()
    wheel(row, { deltaY: 600 })
    expect(seen).toEqual([WHEEL_STEP, 600])
  })
})
