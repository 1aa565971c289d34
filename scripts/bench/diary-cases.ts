/**
 * The occupancy engine's bench cases (issue 16), on the diary tenant of seed-diary.ts (300 rooms,
 * 100,000 bookings), at 10 connections: the availability check of a compound room, the suggestion
 * over 3 days and the diary of one week of every room. Each is replayed against its own SQL like
 * every case; the budgets are in budgets.ts.
 */
import type { BenchCase } from './cases.js'
import type { DiaryIds } from './seed-diary-sql.js'

export const diaryConnections = 10

export function diaryCases(ids: DiaryIds): BenchCase[] {
  return [
    {
      key: 'availability-environment@10',
      name: 'availability check (compound room, 300 rooms × 100k bookings) @10',
      method: 'POST',
      path: '/events/event/availability/environment',
      body: {
        environment: { id: ids.compoundRoom },
        startDateHour: '2026-11-25T08:00:00',
        endDateHour: '2026-11-25T18:00:00',
      },
      auth: true,
    },
    {
      key: 'environment-suggest@10',
      name: 'environment suggestion (3 days, 300 rooms) @10',
      path: '/events/environment-suggest?startDate=2026-11-24T00:00:00&endDate=2026-11-27T00:00:00',
      auth: true,
    },
    {
      key: 'diary-week@10',
      name: 'diary read (one week, all 300 rooms) @10',
      path: '/events/diary?start=2026-11-23&end=2026-11-30',
      auth: true,
    },
  ]
}
