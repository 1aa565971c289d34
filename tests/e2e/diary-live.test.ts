import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { diaryFixture } from './diaryFixture.js'
import { liveScenario, summarise } from './liveScenario.js'

/**
 * Issue 36 "Live" end to end on the embedded database: one coordinator books, moves and releases
 * a hold; another, signed in elsewhere, sees each change on the open timeline, calendar and kanban
 * within a second at p95, by the DIARY push on the tenant channel and no reload. The same scenario
 * runs on PostgreSQL across two server processes in tests/cluster/live-diary.test.ts.
 */
describe('live diary: another coordinator sees every change', () => {
  const booker = diaryFixture(inject('baseUrl'))
  beforeAll(() => booker.setup())
  afterAll(() => booker.close())

  it('bookings, moves, situation changes and a released hold show within 1 s at p95', async () => {
    const samples = await liveScenario(booker, inject('baseUrl'))
    const { p95, text } = summarise(samples)
    console.log(`live diary (PGlite, one server): ${text}`)
    expect(samples).toHaveLength(21)
    expect(p95).toBeLessThan(1000)
  }, 180_000)
})
