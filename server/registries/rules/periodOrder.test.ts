import { describe, expect, it } from 'vitest'
import { periodOrder as rule } from './periodOrder.js'
import { ruleContext } from './testing.js'

const check = async (record: Record<string, unknown>) =>
  (await rule(ruleContext(record))).map((e) => [e.field, e.message])

describe('periodOrder', () => {
  it('accepts ordered periods, a one-day date period and missing ends', async () => {
    expect(await check({ startDate: '2026-02-16', endDate: '2026-02-17' })).toEqual([])
    expect(await check({ startDate: '2026-02-16', endDate: '2026-02-16' })).toEqual([])
    expect(await check({ startDateHour: '2026-12-01T08:00:00', endDateHour: '2026-12-01T18:00:00' })).toEqual(
      [],
    )
    expect(await check({ startDate: '2026-02-16' })).toEqual([])
  })

  it('refuses an end before the start', async () => {
    expect(await check({ startDate: '2026-02-17', endDate: '2026-02-16' })).toEqual([
      ['endDate', 'period.endBeforeStart'],
    ])
    expect(await check({ startDateHour: '2026-12-01T08:00:00', endDateHour: '2026-12-01T07:59:59' })).toEqual(
      [['endDateHour', 'period.endBeforeStart']],
    )
  })

  it('checks the objects of arrays (ticket batches)', async () => {
    const batches = [
      { name: 'Lote 1', startDate: '2026-10-01', endDate: '2026-10-31' },
      { name: 'Lote 2', startDate: '2026-11-30', endDate: '2026-11-01' },
    ]
    expect(await check({ batches })).toEqual([['batches[1].endDate', 'period.endBeforeStart']])
  })
})
