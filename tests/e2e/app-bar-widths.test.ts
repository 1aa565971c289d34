import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { openBrowser, type Browser } from './browser.js'
import { pageOverflow } from './layout.js'
import { admin, signIn } from './signIn.js'

/**
 * The app bar's title (the page's h1): its whole text, and whether any of it is cut off (an
 * element of it narrower or lower than its content, or reaching past the window).
 */
function appBarTitle(page: Page) {
  return page.evaluate(() => {
    const h1 = document.querySelector('header h1') as HTMLElement | null
    if (!h1) return { text: '', cut: true, bottom: 0 }
    const parts = [h1, ...h1.querySelectorAll<HTMLElement>('*')].filter((e) => e.clientWidth > 0)
    const box = h1.getBoundingClientRect()
    return {
      text: (h1.textContent ?? '').trim(),
      // A title squeezed to nothing by the icons beside it is cut too (it was, at 390 px).
      cut:
        box.width < 1 ||
        box.height < 1 ||
        parts.some((e) => e.scrollWidth > e.clientWidth || e.scrollHeight > e.clientHeight + 1) ||
        box.right > window.innerWidth ||
        box.left < 0,
      bottom: document.querySelector('header')!.getBoundingClientRect().bottom,
    }
  })
}

/** Top of the page's own content (below the app bar). */
const contentTop = (page: Page) =>
  page.evaluate(() => document.querySelector('#main-content')!.getBoundingClientRect().top)

/** The dashboard once its charts (a lazy chunk) and the list read beside the pie are drawn. */
async function openDashboard(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/app`)
  await page.getByRole('list', { name: 'Eventos por situação' }).waitFor({ state: 'attached' })
  await page.getByText('Ocupação dos ambientes nos próximos 30 dias').waitFor()
}

/**
 * Issue 35 item 9: at 390 px the app bar's titles were cut to "Evento" and "Linha" (the bells and
 * the user block left them 56 px) and the dashboard was wider than the window; at 1366 px the
 * dashboard scrolled 297 px sideways (the chart's list for screen readers, 100% wide off the card).
 */
describe('the dashboard fits the window', () => {
  const baseUrl = inject('baseUrl')
  let browser: Browser

  beforeAll(async () => {
    browser = await openBrowser()
    await signIn(browser.page, baseUrl, admin)
  })
  afterAll(() => browser?.close())

  it('at 390 px the dashboard and an event do not scroll sideways', async () => {
    const { page } = browser
    await page.setViewportSize({ width: 390, height: 844 })

    await page.goto(`${baseUrl}/app/event`)
    await page.getByRole('list', { name: 'Eventos' }).getByRole('link').first().click()
    await page.waitForURL(/\/app\/event\/\d+\/edit/)
    expect(await pageOverflow(page)).toBe(0)

    await openDashboard(page, baseUrl)
    expect(await pageOverflow(page)).toBe(0)
  })

  // Each main page's title, whole and uncut at 390 px, above the page's content.
  const titled: [path: string, title: string | RegExp][] = [
    ['/app', /.+/],
    ['/app/event', 'Eventos'],
    ['/app/event/create', /.+/],
    ['/app/environment-suggest', /.+/],
    ['/app/event-calendar', /.+/],
    ['/app/environment-timeline', 'Linha do tempo de ambientes'],
    ['/app/reservation-timeline', /.+/],
    ['/app/kanban', /.+/],
    ['/app/waiting-list', /.+/],
    ['/app/template', /.+/],
    ['/app/availability-map', /.+/],
    ['/app/report/event', /.+/],
    ['/app/environment', /.+/],
    ['/app/configuration', /.+/],
  ]
  it.each(titled)('at 390 px the title of %s is whole', async (path, title) => {
    const { page } = browser
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${baseUrl}${path}`)
    await page.locator('header h1').getByText(title).first().waitFor()
    await page.waitForLoadState('networkidle')
    const seen = await appBarTitle(page)
    expect(seen.text).toMatch(title)
    expect(seen.cut, `${path}: "${seen.text}"`).toBe(false)
    expect(await contentTop(page)).toBeGreaterThanOrEqual(seen.bottom - 1)
    expect(await pageOverflow(page)).toBe(0)
  })

  it('at 390 px the title of an event is whole', async () => {
    const { page } = browser
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${baseUrl}/app/event`)
    await page.getByRole('list', { name: 'Eventos' }).getByRole('link').first().click()
    await page.waitForURL(/\/app\/event\/\d+\/edit/)
    const id = /\/event\/(\d+)\//.exec(page.url())![1]
    await page.locator('header h1').getByText(`Evento #${id}`).waitFor()
    expect(await appBarTitle(page)).toMatchObject({ text: `Evento #${id}`, cut: false })
  })

  it('at 1366 px the dashboard does not scroll sideways', async () => {
    const { page } = browser
    await page.setViewportSize({ width: 1366, height: 768 })
    await openDashboard(page, baseUrl)
    expect(await pageOverflow(page)).toBe(0)
    expect((await appBarTitle(page)).cut).toBe(false)
  })
})
