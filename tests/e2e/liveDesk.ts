import type { Page } from 'playwright-core'
import { openBrowser } from './browser.js'
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
 * Another coordinator's desk (the demo's staff account, its own browser and session): the
 * environment timeline, the calendar's month and the kanban board filtered to `tag`, open at once
 * in three tabs, each drawn before the first change. `watch` resolves with how long after `since`
 * (the writer's answer) each sight showed, read off the page's own clock, without a reload.
 */
export async function openDesk(
  baseUrl: string,
  opts: { room: string; tag: string; onBoard: string[]; onCalendar: string[] },
) {
  const browser = await openBrowser('pt-BR')
  const { context } = browser
  const timeline = browser.page
  // Every room of the run in view at once (the fixture's rooms sort together).
  await timeline.setViewportSize({ width: 1280, height: 1400 })
  await signIn(timeline, baseUrl, staff)
  await timeline.goto(`${baseUrl}/app/environment-timeline`)
  const label = timeline.locator('.vis-label', { hasText: opts.room })
  await label.waitFor()
  await label.scrollIntoViewIfNeeded()

  const calendar = await context.newPage()
  await calendar.goto(`${baseUrl}/app/event-calendar`)
  for (const name of opts.onCalendar)
    await calendar.locator('.event-calendar').getByText(name).first().waitFor()

  const kanban = await context.newPage()
  await kanban.goto(`${baseUrl}/app/kanban`)
  await kanban.getByRole('searchbox', { name: 'Buscar' }).fill(opts.tag)
  for (const name of opts.onBoard)
    await kanban.getByRole('list', { name: 'Novo contato', exact: true }).getByText(name).waitFor()

  const pages: Record<Sight['screen'], Page> = { timeline, calendar, kanban }
  /** Three tabs of one window: a hidden tab's frames and timers would be throttled, and the figure with them. */
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
  return { pages, hidden, watch, close: () => browser.close() }
}

export type Desk = Awaited<ReturnType<typeof openDesk>>
