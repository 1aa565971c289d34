/**
 * The bench's page case (issue 12): `npm start` twice on a fresh embedded DATA_DIR with the demo
 * seed (the first start builds when dist/ is stale, migrates and seeds; the second finds both
 * done), then Chromium measures the pages on the second, idle server. Self-contained on purpose:
 * it needs neither the bench's PostgreSQL nor its million events, and times the start a person
 * running `npm start` waits for.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildIsStale } from '../lib/build-stale.js'
import { kb, missedBudgets, type PageMeasure } from './page-budgets.js'
import { measurePages } from './pages.js'
import { startProduct } from './product.js'

export interface StartTimes {
  /** Whether the first start had to build dist/ (its times then include the build). */
  built: boolean
  firstListenMs: number
  firstDemoSeededMs: number
  secondListenMs: number
}

export interface PagesResult {
  start: StartTimes
  pages: PageMeasure[]
  missed: string[]
}

export async function runPagesCase(): Promise<PagesResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-bench-data-'))
  try {
    const built = buildIsStale(process.cwd())
    const first = await startProduct(dataDir)
    await first.stop()
    const second = await startProduct(dataDir)
    try {
      const pages = await measurePages(second.base)
      return {
        start: {
          built,
          firstListenMs: first.listenMs,
          firstDemoSeededMs: first.readyMs,
          secondListenMs: second.listenMs,
        },
        pages,
        missed: missedBudgets(pages),
      }
    } finally {
      await second.stop()
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

export function printPages(r: PagesResult) {
  const s = r.start
  console.log(
    `\nbench: npm start on an empty DATA_DIR${s.built ? ' (building dist/)' : ''}: listening after ${s.firstListenMs} ms, demo events seeded after ${s.firstDemoSeededMs} ms; second start: listening after ${s.secondListenMs} ms`,
  )
  console.table(
    r.pages.map((p) => ({
      page: p.page,
      'JS transferred': kb(p.jsBytes),
      'JS files': p.jsFiles,
      'JS budget': kb(p.maxJsBytes),
      'LCP ms': p.lcpMs ?? '',
      'LCP budget': p.maxLcpMs ?? '',
    })),
  )
}
