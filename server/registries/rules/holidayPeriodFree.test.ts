import { describe, expect, it } from 'vitest'
import { holidayPeriodFree as rule } from './holidayPeriodFree.js'
import { fakeReader, ruleContext } from './testing.js'

const reader = fakeReader({
  holiday: [
    { id: 1, name: 'Natal', date: '2026-12-25', category: 'NATIONAL' },
    { id: 2, name: 'Carnaval', startDate: '2026-02-16', endDate: '2026-02-17', category: 'NATIONAL' },
  ],
})
const check = async (record: Record<string, unknown>, previous?: { id: number }) =>
  (await rule(ruleContext(record, { reader, previous }))).map((e) => [e.field, e.message])

describe('holidayPeriodFree', () => {
  it('accepts a free day and a free period', async () => {
    expect(await check({ name: 'Tiradentes', date: '2026-04-21' })).toEqual([])
    expect(await check({ name: 'Semana Santa', startDate: '2026-03-30', endDate: '2026-04-03' })).toEqual([])
  })

  it('requires a date or both ends of a period', async () => {
    expect(await check({ name: 'Sem data' })).toEqual([['date', 'holiday.datesRequired']])
    expect(await check({ name: 'Meio', startDate: '2026-05-01' })).toEqual([
      ['endDate', 'holiday.datesRequired'],
    ])
    expect(await check({ name: 'Meio', date: '2026-05-01', endDate: '2026-05-01' })).toEqual([
      ['startDate', 'holiday.datesRequired'],
    ])
  })

  it('with a date and a period, the date lies inside the period', async () => {
    expect(
      await check({ name: 'Páscoa', date: '2026-04-05', startDate: '2026-04-04', endDate: '2026-04-05' }),
    ).toEqual([])
    expect(
      await check({ name: 'Páscoa', date: '2026-04-06', startDate: '2026-04-04', endDate: '2026-04-05' }),
    ).toEqual([['date', 'holiday.dateOutsidePeriod']])
  })

  it('refuses a day or period already covered by another holiday', async () => {
    expect(await check({ name: 'Outro Natal', date: '2026-12-25' })).toEqual([
      ['date', 'holiday.periodExists'],
    ])
    expect(await check({ name: 'Cinzas', date: '2026-02-17' })).toEqual([['date', 'holiday.periodExists']])
    expect(await check({ name: 'Fim de ano', startDate: '2026-12-24', endDate: '2026-12-31' })).toEqual([
      ['startDate', 'holiday.periodExists'],
    ])
    // The period counts, not only the main date.
    expect(
      await check(
        { name: 'Carnaval', date: '2026-02-17', startDate: '2026-02-13', endDate: '2026-02-17' },
        { id: 7 },
      ),
    ).toEqual([['startDate', 'holiday.periodExists']])
  })

  it('does not compare a holiday with itself on update', async () => {
    expect(await check({ name: 'Natal', date: '2026-12-25', movable: false }, { id: 1 })).toEqual([])
  })

  it('leaves an inverted period to periodOrder', async () => {
    expect(await check({ name: 'Invertido', startDate: '2026-12-31', endDate: '2026-12-20' })).toEqual([])
  })
})
