/**
 * The timeline's browser measures in Chromium: 300 rooms × 2,000 bookings over a week (issue 16,
 * first render ≤ 1 s) and 500 rooms × 10,000 bookings over a month (issue 36, first render ≤ 1.5 s,
 * no main-thread task over 100 ms while panning). Seeds both venues (seed-timeline.ts) on the
 * bench's PostgreSQL, serves the built app from it, signs in to each and loads
 * /app/environment-timeline (`?zoom=` the shape's) several times. Each load reports the timeline's
 * own performance marks, from navigation start: `diary:data` when the diary read arrived,
 * `diary:drawn` when vis-timeline finished its first draw with the items in it (the rows on screen
 * and around them are drawn first, drawPlan.ts); the median is judged. `diary:filled` when every
 * booking is in the timeline (the other rooms follow in batches): each load must get there with all
 * the bookings and have some in view, or the figure would flatter a partial draw. After the last load the person pans: drags the window a
 * week back and forth, scrolls the rooms, zooms with Ctrl+wheel; the longest task Chromium reports
 * meanwhile (PerformanceObserver `longtask`) is the pan figure.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { signIn } from '../../tests/e2e/signIn.js'
import { openDatabase } from '../../server/db/connection.js'
import { migrateToLatest } from '../../server/db/migrate.js'
import { buildIsStale } from '../lib/build-stale.js'
import { ensureDatabase } from './database.js'
import { median } from './page-budgets.js'
import { month500, seedTimeline, week300, type TimelineShape } from './seed-timeline.js'
import { startServer } from './server.js'

export const timelineKey = 'timeline-first-render'
export const timeline500Key = 'timeline-500-month'
const keyOf = (shape: TimelineShape) => (shape === week300 ? timelineKey : timeline500Key)
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const flags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run']
const runs = Number(process.env.BENCH_TIMELINE_RUNS || 5)

export interface TimelineLoad {
  dataMs: number
  drawnMs: number
  /** Items the timeline held at its first draw: the rows near the screen (bookings, setup ends, shading). */
  items: number
  /** When every item was in the timeline, and how many. */
  filledMs: number
  filledItems: number
  /** Bookings in the DOM: vis-timeline draws only the rows in view of its bounded height. */
  bookingsInView: number
}

/** The longest main-thread task of each gesture, ms. */
export interface PanTasks {
  drag: number
  scroll: number
  zoom: number
  /** The drag moved the axis and the wheel scrolled the rooms (else the figures are of nothing). */
  moved: boolean
}

export interface TimelineResult {
  key: string
  name: string
  loads: TimelineLoad[]
  /** Median navigation → first draw with items, ms. */
  firstRenderMs: number
  dataMs: number
  /** The longest main-thread task while panning, scrolling and zooming, ms. */
  longestTaskMs: number
  pan: PanTasks
  /**
   * Loads whose timeline never held as many items as bookings seeded, or none in view (each an error),
   * and a pan that moved nothing.
   */
  errors: number
}

function buildWhenStale() {
  if (!buildIsStale(process.cwd())) return
  console.log('bench: building the app for the timeline measure (dist/ is missing or stale)')
  const vite = path.resolve('node_modules/vite/bin/vite.js')
  const res = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
  if (res.status !== 0) throw new Error('vite build failed')
}

// BENCH_TIMELINE_SHAPES=500 (or 300): only that venue, for a quicker look at one case.
const shapes = [week300, month500].filter(
  (s) =>
    !process.env.BENCH_TIMELINE_SHAPES ||
    process.env.BENCH_TIMELINE_SHAPES.split(',').includes(String(s.rooms)),
)

export async function runTimelineCase(databaseUrl: string): Promise<TimelineResult[]> {
  buildWhenStale()
  await ensureDatabase(databaseUrl)
  const handle = await openDatabase({ databaseUrl, dataDir: 'memory://' })
  try {
    await migrateToLatest(handle.db)
    for (const shape of shapes) await seedTimeline(handle.db, undefined, shape)
  } finally {
    await handle.close()
  }
  const server = await startServer({ DATABASE_URL: databaseUrl, SEED: 'none', STATIC_DIR: 'dist' })
  const results: TimelineResult[] = []
  try {
    for (const shape of shapes) {
      const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-bench-timeline-'))
      try {
        results.push(await measure(server.base, profile, shape))
      } finally {
        fs.rmSync(profile, { recursive: true, force: true })
      }
    }
    return results
  } finally {
    await server.stop()
  }
}

// Before any script of the page: the longest task since the last reset, read by the pan measure.
const longTasks = `window.__longestTask = 0
window.__tasks = []
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    window.__longestTask = Math.max(window.__longestTask, e.duration)
    window.__tasks.push(Math.round(e.startTime) + '+' + Math.round(e.duration))
  }
}).observe({ type: 'longtask', buffered: false })`

// Where the axis and the rooms' column stand: a gesture that changes neither moved nothing (the
// figure would then be of an idle page).
const axisAt = `document.querySelector('.vis-time-axis.vis-foreground')?.innerHTML ?? ''`
const roomsAt = `document.querySelector('.vis-panel.vis-left')?.scrollTop ?? 0`

/** The longest task since the last call, and reset. */
async function longestSince(page: Page): Promise<number> {
  const ms = Math.round(Number(await page.evaluate('window.__longestTask')))
  await page.evaluate('window.__longestTask = 0')
  return ms
}

/**
 * The person pans a week back and forth, scrolls the rooms and zooms; the longest task of each
 * gesture (its debounced re-read and draw included).
 */
async function panLongestTasks(page: Page): Promise<PanTasks> {
  // The page settles first: half a second without a long task (at most 10 s).
  for (let i = 0; i < 20; i++) {
    await longestSince(page)
    await page.waitForTimeout(500)
    if ((await longestSince(page)) === 0) break
  }
  // BENCH_TIMELINE_SHOT=<file.png>: the page as the pan begins.
  if (process.env.BENCH_TIMELINE_SHOT) await page.screenshot({ path: process.env.BENCH_TIMELINE_SHOT })
  await page.evaluate('window.__tasks = []')
  const box = (await page.locator('.vis-panel.vis-center').boundingBox())!
  const [axis, rooms] = [await page.evaluate(axisAt), await page.evaluate(roomsAt)]
  const y = box.y + Math.min(box.height / 2, 300)
  let panned = false
  for (const dx of [box.width / 4, -box.width / 2, box.width / 4]) {
    // On the axis strip above the rows, so the press lands on no booking.
    await page.mouse.move(box.x + box.width / 2, box.y + 5)
    await page.mouse.down()
    for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + box.width / 2 + (dx * i) / 10, box.y + 5)
    await page.mouse.up()
    panned ||= (await page.evaluate(axisAt)) !== axis
    await page.waitForTimeout(700)
  }
  await page.waitForTimeout(1_300)
  const drag = await longestSince(page)
  // Marks in the trace (BENCH_TIMELINE_PAN_TRACE) where each gesture begins.
  await page.evaluate(`performance.mark('bench:scroll')`)
  await page.mouse.move(box.x + box.width / 2, y)
  for (let i = 0; i < 5; i++) {
    await page.mouse.wheel(0, 600)
    await page.waitForTimeout(100)
  }
  await page.waitForTimeout(1_000)
  const scroll = await longestSince(page)
  const scrolled = (await page.evaluate(roomsAt)) !== rooms
  await page.evaluate(`performance.mark('bench:zoom')`)
  await page.keyboard.down('Control')
  await page.mouse.wheel(0, -300)
  await page.mouse.wheel(0, 300)
  await page.keyboard.up('Control')
  // The debounced range change, its read and its draw.
  await page.waitForTimeout(2_000)
  const zoom = await longestSince(page)
  if (process.env.BENCH_TIMELINE_DEBUG)
    console.log('pan tasks:', await page.evaluate(`window.__tasks.join(' ')`))
  return { drag, scroll, zoom, moved: panned && scrolled }
}

/** Starts a Chrome trace of the page; the returned function stops it and gives its events. */
async function startTrace(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  const events: unknown[] = []
  cdp.on('Tracing.dataCollected', (e: { value: unknown[] }) => events.push(...e.value))
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel,blink.user_timing',
    transferMode: 'ReportEvents',
  })
  return async () => {
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.end')
    await done
    return { traceEvents: events }
  }
}

async function measure(base: string, profile: string, shape: TimelineShape): Promise<TimelineResult> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: flags,
    headless: true,
    locale: 'pt-BR',
    viewport: { width: 1280, height: 800 },
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.addInitScript(longTasks)
    // BENCH_TIMELINE_DEBUG=1: the page's console and errors.
    if (process.env.BENCH_TIMELINE_DEBUG) {
      page.on('console', (m) => console.log('page:', m.type(), m.text().slice(0, 300)))
      page.on('pageerror', (e) => console.log('page error:', e.message))
    }
    await signIn(page, base, shape.account)
    const loads: TimelineLoad[] = []
    // BENCH_TIMELINE_PROFILE=<file>: the last load's CPU profile (Chrome DevTools format).
    const profileFile = process.env.BENCH_TIMELINE_PROFILE
    for (let run = 0; run < runs; run++) {
      const cdp = profileFile && run === runs - 1 ? await context.newCDPSession(page) : undefined
      if (cdp) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'))
      await page.goto(`${base}/app/environment-timeline?zoom=${shape.zoom}`)
      await page.waitForFunction(() => performance.getEntriesByName('diary:filled').length > 0, null, {
        timeout: 60_000,
      })
      if (cdp) fs.writeFileSync(profileFile!, JSON.stringify((await cdp.send('Profiler.stop')).profile))
      // BENCH_TIMELINE_DEBUG=1: the load's long tasks (start+duration, ms) and marks.
      if (process.env.BENCH_TIMELINE_DEBUG)
        console.log(
          await page.evaluate(
            `window.__tasks.join(' ') + ' | ' + performance.getEntriesByType('mark').map((m) => m.name + '@' + Math.round(m.startTime)).join(' ')`,
          ),
        )
      // A string, not a function: tsx would wrap a named arrow in a helper the page does not have.
      loads.push(
        (await page.evaluate(`({
          dataMs: Math.round(performance.getEntriesByName('diary:data')[0]?.startTime ?? -1),
          drawnMs: Math.round(performance.getEntriesByName('diary:drawn')[0].startTime),
          items: performance.getEntriesByName('diary:drawn')[0].detail?.items ?? 0,
          filledMs: Math.round(performance.getEntriesByName('diary:filled')[0].startTime),
          filledItems: performance.getEntriesByName('diary:filled')[0].detail?.items ?? 0,
          bookingsInView: document.querySelectorAll('.vis-item.diary-booking, .vis-item.diary-hold').length,
        })`)) as TimelineLoad,
      )
    }
    // BENCH_TIMELINE_PAN_PROFILE=<file>: the pan's CPU profile.
    const panProfile = process.env.BENCH_TIMELINE_PAN_PROFILE
    const cdp = panProfile ? await context.newCDPSession(page) : undefined
    if (cdp) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'))
    // BENCH_TIMELINE_PAN_TRACE=<file>: the pan's Chrome trace (style, layout and tasks, for DevTools).
    const stopTrace = process.env.BENCH_TIMELINE_PAN_TRACE ? await startTrace(context, page) : undefined
    const pan = await panLongestTasks(page)
    if (cdp) fs.writeFileSync(panProfile!, JSON.stringify((await cdp.send('Profiler.stop')).profile))
    if (stopTrace) fs.writeFileSync(process.env.BENCH_TIMELINE_PAN_TRACE!, JSON.stringify(await stopTrace()))
    return {
      key: keyOf(shape),
      name: `timeline first render (${shape.rooms} rooms × ${shape.bookings} bookings, ${shape.zoom}, Chromium)`,
      loads,
      firstRenderMs: median(loads.map((l) => l.drawnMs)),
      dataMs: median(loads.map((l) => l.dataMs)),
      longestTaskMs: Math.max(pan.drag, pan.scroll, pan.zoom),
      pan,
      errors:
        loads.filter((l) => l.filledItems < shape.bookings || l.bookingsInView === 0).length +
        (pan.moved ? 0 : 1),
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
      'items at first draw': l.items,
      'all drawn ms': l.filledMs,
      'items in all': l.filledItems,
      'bookings in view': l.bookingsInView,
    })),
  )
  console.log(
    `bench: timeline first render median ${r.firstRenderMs} ms (data arrived ${r.dataMs} ms); longest task while panning ${r.longestTaskMs} ms (drag ${r.pan.drag}, scroll ${r.pan.scroll}, zoom ${r.pan.zoom}${r.pan.moved ? '' : '; the gestures moved nothing'})`,
  )
}
