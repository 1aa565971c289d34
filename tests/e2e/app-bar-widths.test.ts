import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { openBrowser, type Browser } from './browser.js'
import { pageOverflow } from './layout.js'
import { admin, signIn } from './signIn.js'

/** The app bar's title (the page's h1): its whole text, and whether any of it is cut off. */
function appBarTitle(page: Page) {
  return page.evaluate(() => {
    const h1 = document.querySelector('header h1') as HTMLElement | null
    if (!h1) return { text: '', cut: true, bottom: 0 }
    const parts = [h1, ...h1.querySelectorAll<HTMLElement>('*')].filter((e) => e.clientWidth > 0)
    const box = h1.getBoundingClientRect()
    return {
      text: (h1.textContent ?? '').trim(),
      cut: parts.some((e) => e.scrollWidth > e.clientWidth) || box.right > window.innerWidth,
      bottom: document.querySelector('header')!.getBoundingClientRect().bottom,
    }
  })
}

/** Top of the page's own first heading (below the app bar's h1). */
const contentTop = (page: Page) =>
  page.evaluate(
    () => document.querySelector('#main-content h2, #main-content h1')!.getBoundingClientRect().top,
  )

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
describe('app bar titles and the dashboard fit the window', () => {
  const baseUrl = inject('baseUrl')
  let browser: Browser

  beforeAll(async () => {
    browser = await openBrowser()
    await signIn(browser.page, baseUrl, admin)
  })
  afterAll(() => browser?.close())

  it('at 390 px the titles are whole, above the page, and nothing scrolls sideways', async () => {
    const { page } = browser
    await page.setViewportSize({ width: 390, height: 844 })

    await page.goto(`${baseUrl}/app/environment-timeline`)
    await page.locator('header h1').getByText('Linha do tempo de ambientes').waitFor()
    const timeline = await appBarTitle(page)
    expect(timeline).toMatchObject({ text: 'Linha do tempo de ambientes', cut: false })
    expect(await contentTop(page)).toBeGreaterThanOrEqual(timeline.bottom)
    expect(await pageOverflow(page)).toBe(0)

    await page.goto(`${baseUrl}/app/event`)
    await page.getByRole('list', { name: 'Eventos' }).getByRole('link').first().click()
    await page.waitForURL(/\/app\/event\/\d+\/edit/)
    const id = /\/event\/(\d+)\//.exec(page.url())![1]
    await page.locator('header h1').getByText(`Evento #${id}`).waitFor()
    expect(await appBarTitle(page)).toMatchObject({ text: `Evento #${id}`, cut: false })
    expect(await pageOverflow(page)).toBe(0)

    await openDashboard(page, baseUrl)
    const home = await appBarTitle(page)
    expect(home.cut).toBe(false)
    expect(await contentTop(page)).toBeGreaterThanOrEqual(home.bottom)
    expect(await pageOverflow(page)).toBe(0)
  })

  it('at 1366 px the dashboard does not scroll sideways', async () => {
    const { page } = browser
    await page.setViewportSize({ width: 1366, height: 768 })
    await openDashboard(page, baseUrl)
    expect(await pageOverflow(page)).toBe(0)
    expect((await appBarTitle(page)).cut).toBe(false)
  })
})
