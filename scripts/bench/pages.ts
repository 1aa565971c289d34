/**
 * The page-weight case: opens Debian's Chromium on a cold profile against a running product,
 * measures the JS a cold load of /login and of /app/event transfers and the LCP of /app/event.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { admin, signIn } from '../../tests/e2e/signIn.js'
import { median, pageBudgets, scriptBytes, type PageMeasure, type ResourceEntry } from './page-budgets.js'

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const flags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
/** Loads of /app/event whose LCP is taken; the median is reported. */
const lcpRuns = Number(process.env.BENCH_LCP_RUNS || 3)

const resources = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => ({ name: e.name, encodedBodySize: (e as PerformanceResourceTiming).encodedBodySize })),
  ) as Promise<ResourceEntry[]>

/** The last LCP candidate of the current document (buffered, so it sees the ones before the call). */
const lcp = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number | undefined>((resolve) => {
        let last: number | undefined
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) last = e.startTime
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        setTimeout(() => resolve(last === undefined ? undefined : Math.round(last)), 200)
      }),
  )

export async function measurePages(base: string): Promise<PageMeasure[]> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-bench-chromium-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: flags,
    headless: true,
    locale: 'pt-BR',
    viewport: { width: 1280, height: 800 },
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    const budget = (p: string) => pageBudgets.find((b) => b.page === p)!

    // /login on the cold profile: nothing cached yet.
    await page.goto(`${base}/login`)
    await page.getByLabel('Usuário').waitFor()
    await page.waitForLoadState('networkidle')
    const login = scriptBytes(await resources(page))

    // Signing in fills the HTTP cache; /app/event is then loaded with the cache off so each load
    // transfers what a cold browser with a session would.
    await signIn(page, base, admin)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    const lcps: number[] = []
    let event = { bytes: 0, files: 0 }
    for (let run = 0; run < lcpRuns; run++) {
      await page.goto(`${base}/app/event`)
      await page
        .getByRole('group', { name: 'Totais por situação' })
        .getByRole('button', { name: /^Novo: \d+$/ })
        .waitFor()
      await page.waitForLoadState('networkidle')
      event = scriptBytes(await resources(page))
      const ms = await lcp(page)
      if (ms !== undefined) lcps.push(ms)
    }
    return [
      { ...budget('/login'), jsBytes: login.bytes, jsFiles: login.files },
      {
        ...budget('/app/event'),
        jsBytes: event.bytes,
        jsFiles: event.files,
        lcpMs: lcps.length ? median(lcps) : undefined,
      },
    ]
  } finally {
    await context.close()
    fs.rmSync(profile, { recursive: true, force: true })
  }
}
