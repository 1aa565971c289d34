import { describe, expect, it } from 'vitest'
import { budgetText, budgets, missedBudgets, type Budget } from './budgets.js'

const table: Budget[] = [
  { key: 'list', metric: 'serverCpuMsPerRequest', max: 0.5 },
  { key: 'list@10', metric: 'p99', max: 50 },
  { key: 'pglite:list', metric: 'requestsPerSec', min: 0.4, of: 'list' },
]
const list = { key: 'list', name: 'list', requestsPerSec: 1000, p99: 120, serverCpuMsPerRequest: 0.5 }

describe('API budgets', () => {
  it('keeps a budget met exactly, and names each one missed', () => {
    expect(missedBudgets([list], table)).toEqual([])
    expect(
      missedBudgets(
        [
          { ...list, serverCpuMsPerRequest: 1.72 },
          { key: 'list@10', name: 'list @10', requestsPerSec: 400, p99: 51 },
          { key: 'pglite:list', name: 'list (PGlite)', requestsPerSec: 399, p99: 10 },
        ],
        table,
      ),
    ).toEqual([
      'list: serverCpuMsPerRequest 1.72 > 0.5 ms',
      'list @10: p99 51 > 50 ms',
      'list (PGlite): requestsPerSec 399 < 400',
    ])
  })

  it('judges a relative budget against the other case, and a missing measure as missed', () => {
    expect(
      missedBudgets([list, { key: 'pglite:list', name: 'p', requestsPerSec: 400, p99: 1 }], table),
    ).toEqual([])
    expect(missedBudgets([{ key: 'pglite:list', name: 'p', requestsPerSec: 400, p99: 1 }], table)).toEqual([
      'p: list not measured (requestsPerSec ≥ 0.4 × list)',
    ])
    expect(missedBudgets([{ ...list, serverCpuMsPerRequest: undefined }], table)).toEqual([
      'list: serverCpuMsPerRequest not measured > 0.5 ms',
    ])
  })

  it('does not judge cases that were not run', () => {
    expect(missedBudgets([], table)).toEqual([])
  })

  it('describes the budgets of a case', () => {
    expect(budgetText('list', table)).toBe('serverCpuMsPerRequest ≤ 0.5 ms')
    expect(budgetText('pglite:list', table)).toBe('requestsPerSec ≥ 0.4 × list')
    expect(budgetText('other', table)).toBeNull()
  })

  it('holds the issue 15 budgets', () => {
    const cpu = budgets
      .filter((b) => b.metric === 'serverCpuMsPerRequest' && b.key !== 'diary-week@10')
      .map((b) => b.key)
    expect(cpu.sort()).toEqual(
      [
        'event-list',
        'event-read',
        'event-totals',
        'registry-autocomplete',
        'registry-list',
        'registry-search',
      ].sort(),
    )
    expect(budgetText('event-list@10')).toBe('p99 ≤ 50 ms')
    expect(budgetText('pglite:health-under-load')).toBe('p99 ≤ 50 ms')
  })

  it('holds the occupancy cases of issue 16 to their p99 at 10 connections, and the diary read of issue 36', () => {
    expect(budgetText('availability-environment@10')).toBe('p99 ≤ 30 ms')
    expect(budgetText('environment-suggest@10')).toBe('p99 ≤ 100 ms')
    expect(budgetText('diary-week@10')).toBe('p99 ≤ 50 ms; serverCpuMsPerRequest ≤ 2 ms')
  })

  it('holds the timeline first render in Chromium to 1 s, judged like any case', () => {
    expect(budgetText('timeline-first-render')).toBe('firstRenderMs ≤ 1000 ms')
    expect(budgetText('timeline-500-month')).toBe('firstRenderMs ≤ 1500 ms; longestTaskMs ≤ 100 ms')
    const render = (ms: number) => ({ key: 'timeline-first-render', name: 'timeline', firstRenderMs: ms })
    expect(missedBudgets([render(1000)])).toEqual([])
    expect(missedBudgets([render(1375)])).toEqual(['timeline: firstRenderMs 1375 > 1000 ms'])
  })
})

describe('the report budget (issue 19)', () => {
  const report = (seconds: number, rssGrowthMb: number) => ({
    key: 'report-event-xlsx',
    name: 'report',
    seconds,
    rssGrowthMb,
  })
  it('holds the event report to 10 s and 300 MB of server memory growth', () => {
    expect(missedBudgets([report(10, 300)])).toEqual([])
    expect(missedBudgets([report(11.3, 301)])).toEqual([
      'report: seconds 11.3 > 10 s',
      'report: rssGrowthMb 301 > 300 MB',
    ])
  })
})
