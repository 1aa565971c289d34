import { describe, expect, it } from 'vitest'
import { median, missedBudgets, scriptBytes } from './page-budgets.js'

describe('page budgets', () => {
  it('counts only JS files, by their URL path', () => {
    const entries = [
      { name: 'http://127.0.0.1:3000/assets/index-abc.js', encodedBodySize: 1000 },
      { name: 'http://127.0.0.1:3000/assets/chunk.mjs?v=1', encodedBodySize: 500 },
      { name: 'http://127.0.0.1:3000/events/event/list-events?page=0', encodedBodySize: 9000 },
      { name: 'http://127.0.0.1:3000/assets/es-abc.json', encodedBodySize: 7000 },
    ]
    expect(scriptBytes(entries)).toEqual({ bytes: 1500, files: 2 })
  })

  it('names every missed budget, and nothing when all are kept', () => {
    const login = { page: '/login', jsBytes: 154_900, jsFiles: 8, maxJsBytes: 150_000 }
    const event = {
      page: '/app/event',
      jsBytes: 335_100,
      jsFiles: 47,
      lcpMs: 1476,
      maxJsBytes: 350_000,
      maxLcpMs: 1000,
    }
    expect(missedBudgets([login, event])).toEqual([
      '/login JS 154.9 KB > 150.0 KB',
      '/app/event LCP 1476 ms > 1000 ms',
    ])
    expect(
      missedBudgets([
        { ...login, jsBytes: 150_000 },
        { ...event, lcpMs: 1000 },
      ]),
    ).toEqual([])
  })

  it('an LCP budget without a measure is missed, not kept', () => {
    expect(
      missedBudgets([{ page: '/app/event', jsBytes: 1, jsFiles: 1, maxJsBytes: 2, maxLcpMs: 1000 }]),
    ).toEqual(['/app/event LCP not measured > 1000 ms'])
  })

  it('takes the middle of the LCP runs', () => {
    expect(median([1900, 800, 950])).toBe(950)
  })
})
