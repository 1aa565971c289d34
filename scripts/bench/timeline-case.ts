/**
 * The timeline's browser measure (issue 16: first render of 300 rooms × 2,000 bookings ≤ 1 s in
 * Chromium). Seeds TIMELINEBENCH (seed-timeline.ts) on the bench's PostgreSQL, serves the built
 * app from it, signs in and loads /app/environment-timeline several times. Each load reports the
 * timeline's own performance marks, from navigation start: `diary:data` when the diary read
 * arrived, `diary:drawn` when vis-timeline finished its first draw with the items in it. The
 * median of the loads is judged (`timeline-first-render`, budgets.ts); every load's first draw
 * must hold all 2,000 bookings (drawn in the rows in view), or the figure would flatter a partial one.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { signIn } from '../../tests/e2e/signIn.js'
import { openDatabase } from '../../server/db/connection.js'
import { migrateToLatest } from '../../server/db/migrate.js'
import { buildIsStale } from '../lib/build-stale.js'
import { ensureDatabase } from './database.js'
import { median } from './page-budgets.js'
import { seedTimeline, timelineAccount, timelineBookings, timelineRooms } from './seed-timeline.js'
import { startServer } from './server.js'

export const timelineKey = 'timeline-first-render'
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const flags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run']
const runs = Number(process.env.BENCH_TIMELINE_RUNS || 5)

export interface TimelineLoad {
  dataMs: number
  drawnMs: number
  /** Items the timeline held at its first draw (bookings, their setup ends, shading). */
  items: number
  /** Bookings in the DOM: vis-timeline draws only the rows in view of its bounded height. */
  bookingsInView: number
}

export interface TimelineResult {
  key: string
  name: string
  loads: TimelineLoad[]
  /** Median navigation → first draw with items, ms. */
  firstRenderMs: number
  dataMs: number
  /** Loads whose first draw held fewer items than bookings seeded, or none in view (each an error). */
  errors: number
}

function buildWhenStale() {
  if (!buildIsStale(process.cwd())) return
  console.log('bench: building the app for the timeline measure (dist/ is missing or stale)')
  const vite = path.resolve('node_modules/vite/bin/vite.js')
  const res = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
  if (res.status !== 0) throw new Error('vite build failed')
}

export async function runTimelineCase(databaseUrl: string): Promise<TimelineResult> {
  buildWhenStale()
  await ensureDatabase(databaseUrl)
  const handle = await openDatabase({ databaseUrl, dataDir: 'memory://' })
  try {
    await migrateToLatest(handle.db)
    await seedTimeline(handle.db)
  } finally {
    await handle.close()
  }
  const server = await startServer({ DATABASE_URL: databaseUrl, SEED: 'none', STATIC_DIR: 'dist' })
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-bench-timeline-'))
  try {
    return await measure(server.base, profile)
  } finally {
    fs.rmSync(profile, { recursive: true, force: true })
    await server.stop()
  }
}

async function measure(base: string, profile: string): Promise<TimelineResult> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: flags,
    headless: true,
    locale: 'pt-BR',
    viewport: { width: 1280, height: 800 },
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await signIn(page, base, timelineAccount)
    const loads: TimelineLoad[] = []
    // BENCH_TIMELINE_PROFILE=<file>: the last load's CPU profile (Chrome DevTools format).
    const profileFile = process.env.BENCH_TIMELINE_PROFILE
    for (let run = 0; run < runs; run++) {
      const cdp = profileFile && run === runs - 1 ? await context.newCDPSession(page) : undefined
      if (cdp) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'))
      await page.goto(`${base}/app/environment-timeline`)
      await page.waitForFunction(() => performance.getEntriesByName('diary:drawn').length > 0, null, {
        timeout: 60_000,
      })
      if (cdp) fs.writeFileSync(profileFile!, JSON.stringify((await cdp.send('Profiler.stop')).profile))
      // A string, not a function: tsx would wrap a named arrow in a helper the page does not have.
      loads.push(
        (await page.evaluate(`({
          dataMs: Math.round(performance.getEntriesByName('diary:data')[0]?.startTime ?? -1),
          drawnMs: Math.round(performance.getEntriesByName('diary:drawn')[0].startTime),
          items: performance.getEntriesByName('diary:drawn')[0].detail?.items ?? 0,
          bookingsInView: document.querySelectorAll('.vis-item.diary-booking, .vis-item.diary-hold').length,
        })`)) as TimelineLoad,
      )
    }
    return {
      key: timelineKey,
      name: `timeline first render (${timelineRooms} rooms × ${timelineBookings} bookings, Chromium)`,
      loads,
      firstRenderMs: median(loads.map((l) => l.drawnMs)),
      dataMs: median(loads.map((l) => l.dataMs)),
      errors: loads.filter((l) => l.items < timelineBookings || l.bookingsInView === 0).length,
    }
  } finally {
    await context.close()
  }
}

export function printTimeline(r: TimelineResult) {
  console.log(`\nbench: ${r.name}, ${r.loads.length} loads (navigation start → mark, ms)`)
  console.table(
    r.loads.map((l, i) => ({
      load: i + 1,
      'diary data ms': l.dataMs,
      'first draw ms': l.drawnMs,
      'timeline items': l.items,
      'bookings in view': l.bookingsInView,
    })),
  )
  console.log(`bench: timeline first render median ${r.firstRenderMs} ms (data arrived ${r.dataMs} ms)`)
}
