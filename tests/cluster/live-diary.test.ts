import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminQuery } from '../helpers/server-database.js'
import { diaryFixture } from '../e2e/diaryFixture.js'
import { liveScenario, summarise } from '../e2e/liveScenario.js'
import { startServer, type RunningServer } from '../e2e/server.js'

/**
 * Issue 36 "Live" on PostgreSQL with several server processes: the product as `npm start` runs it
 * (the demo seeded into a new database), twice. The other coordinator's browser is served by the
 * first process, the booker's writes go to the second, so every push crosses processes through
 * LISTEN/NOTIFY, as behind a load balancer. The same scenario as tests/e2e/diary-live.test.ts.
 */
describe('live diary across two server processes on PostgreSQL', () => {
  const name = `eventdesk_live_${crypto.randomBytes(5).toString('hex')}`
  const url = new URL(process.env.TEST_DATABASE_URL!)
  url.pathname = `/${name}`
  const servers: RunningServer[] = []
  let booker: ReturnType<typeof diaryFixture> | undefined

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${name}`)
    // Both at once on the new database, as a cluster starts: one seeds the demo (seed/once.ts), the
    // other waits for it.
    const started = await Promise.allSettled([0, 1].map(() => startServer({ DATABASE_URL: url.toString() })))
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value)
    for (const s of started) if (s.status === 'rejected') throw s.reason
    booker = diaryFixture(servers[1].baseUrl)
    await booker.setup()
  }, 300_000)
  afterAll(async () => {
    await booker?.close()
    for (const s of servers) await s.stop()
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  })

  it('bookings, moves, situation changes and a released hold show on the other process within 1 s at p95', async () => {
    const samples = await liveScenario(booker!, servers[0].baseUrl)
    const { p95, text } = summarise(samples)
    console.log(`live diary (PostgreSQL, two processes): ${text}`)
    expect(samples).toHaveLength(21)
    expect(p95).toBeLessThan(1000)
  }, 180_000)
})
