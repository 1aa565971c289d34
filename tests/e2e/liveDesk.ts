import type { Page, Request } from 'playwright-core'
import { openBrowser, type Browser } from './browser.js'
import { signIn, staff } from './signIn.js'

/** What another coordinator sees change: a predicate run in the page, true once the change shows. */
export interface Sight {
  screen: 'timeline' | 'calendar' | 'kanban'
  check:
    | { kind: 'row'; name: string; room: string }
    | { kind: 'text'; name: string; column?: string; shown: boolean }
}

/**
 * Runs in the page every frame until the change shows; answers the page's clock at that frame.
 * `row`: a booking whose text holds `name` is drawn in the timeline row of `room` (its middle lies
 * within the room's label). `text`: the calendar (or a kanban column, by its heading) shows `name`,
 * or no longer does.
 */
function shows(check: Sight['check']): number | false {
  if (check.kind === 'row') {
    const item = [...document.querySelectorAll('.vis-item')].find((e) => e.textContent?.includes(check.name))
    const label = [...document.querySelectorAll('.vis-label')].find((e) =>
      e.textContent?.includes(check.room),
    )
    if (!item || !label) return false
    const a = item.getBoundingClientRect()
    const b = label.getBoundingClientRect()
    const y = a.top + a.height / 2
    return y >= b.top && y <= b.bottom ? Date.now() : false
  }
  const area = check.column
    ? [...document.querySelectorAll('section')].find(
        (s) => s.querySelector('h2')?.textContent === check.column,
      )
    : document.querySelector('.event-calendar')
  if (!area) return false
  return (area.textContent ?? '').includes(check.name) === check.shown ? Date.now() : false
}

/**
 * Another coordinator's desk (the demo's staff account): the environment timeline, the calendar's
 * month and the kanban board filtered to `tag`, open at once, each drawn before the first change.
 * Each in a window of its own, as on a desk's screens: headless Chromium draws a tab that is not in
 * front only now and then, so three tabs of one window would time the background, not the push.
 * `watch` resolves with the page's own clock at the frame each sight showed, without a reload.
 */
export async function openDesk(
  baseUrl: string,
  opts: { room: string; tag: string; onBoard: string[]; onCalendar: string[] },
) {
  const browsers: Browser[] = []
  const window = async (path: string, height = 800) => {
    const browser = await openBrowser('pt-BR')
    browsers.push(browser)
    await browser.page.setViewportSize({ width: 1280, height })
    await signIn(browser.page, baseUrl, staff)
    await browser.page.goto(`${baseUrl}${path}`)
    return browser.page
  }
  // Every room of the run in view at once (the fixture's rooms sort together).
  const timeline = await window('/app/environment-timeline', 1400)
  const label = timeline.locator('.vis-label', { hasText: opts.room })
  await label.waitFor()
  await label.scrollIntoViewIfNeeded()

  const calendar = await window('/app/event-calendar')
  for (const name of opts.onCalendar)
    await calendar.locator('.event-calendar').getByText(name).first().waitFor()

  const kanban = await window('/app/kanban')
  await kanban.getByRole('searchbox', { name: 'Buscar' }).fill(opts.tag)
  for (const name of opts.onBoard)
    await kanban.getByRole('list', { name: 'Novo contato', exact: true }).getByText(name).waitFor()

  const pages: Record<Sight['screen'], Page> = { timeline, calendar, kanban }
  // LIVE_TRACE=1: each tab's reads (sent, answered) and its long tasks, printed per change.
  const trace: string[] = []
  if (process.env.LIVE_TRACE)
    for (const [screen, page] of Object.entries(pages)) {
      const note = (sign: string) => (r: Request) =>
        r.resourceType() === 'fetch' && trace.push(`${Date.now()} ${screen} ${sign} ${r.url().slice(-60)}`)
      page.on('request', note('>'))
      page.on('requestfinished', note('<'))
    }
  if (process.env.LIVE_TRACE)
    for (const page of Object.values(pages))
      await page.evaluate(() => {
        const w = window as unknown as { longTasks: string[] }
        w.longTasks = []
        new PerformanceObserver((l) =>
          l
            .getEntries()
            .forEach((e) =>
              w.longTasks.push(
                `${Math.round(performance.timeOrigin + e.startTime)}+${Math.round(e.duration)}`,
              ),
            ),
        ).observe({ type: 'longtask' })
      })
  const longTasks = () =>
    Promise.all(
      Object.entries(pages).map(
        async ([screen, page]) =>
          `${screen}: ${await page.evaluate(() => (window as unknown as { longTasks: string[] }).longTasks.splice(0).join(' '))}`,
      ),
    )
  /** A hidden page's frames and timers are throttled, and the figure would be the throttle's. */
  const hidden = async () => {
    const states = await Promise.all(
      Object.values(pages).map((p) => p.evaluate(() => document.visibilityState)),
    )
    return states.filter((s) => s !== 'visible').length
  }
  function watch(sights: Sight[]) {
    return sights.map((s) =>
      pages[s.screen]
        .waitForFunction(shows, s.check, { polling: 'raf', timeout: 10_000 })
        .then((h) => h.jsonValue() as Promise<number>)
        .catch((err: Error) => {
          throw new Error(`${s.screen} never showed ${JSON.stringify(s.check)}: ${err.message}`)
        }),
    )
  }
  return {
    pages,
    hidden,
    watch,
    trace,
    longTasks,
    close: () => Promise.all(browsers.map((b) => b.close())),
  }
}

export type Desk = Awaited<ReturnType<typeof openDesk>>
