import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openBrowser, type Browser } from './browser.js'
import { pageOverflow, unreachableControls } from './layout.js'
import { admin, signIn } from './signIn.js'
import { demoTexts } from '../../server/seed/names.js'

// Every demo event books a room; the newest events may be other files' (kanban's) without one.
const demoEventName = new RegExp(demoTexts('pt-BR').themes.join('|'))

/**
 * The event list and form on a phone (390 px wide): the page never scrolls sideways, every
 * control can be reached, the list is a card per event, and a later tab opened by URL is in view.
 */
describe('event screens at 390 px', () => {
  let browser: Browser
  const baseUrl = inject('baseUrl')
  let formUrl = ''

  beforeAll(async () => {
    browser = await openBrowser()
    await browser.page.setViewportSize({ width: 390, height: 844 })
    await signIn(browser.page, baseUrl, admin)
  })
  afterAll(() => browser?.close())

  it('the event list is cards, fits the width and every action is reachable', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/app/event`)
    const cards = page.getByRole('list', { name: 'Eventos' })
    await cards.getByRole('link').first().waitFor()
    expect(await page.getByRole('table', { name: 'Eventos' }).count()).toBe(0)
    expect(await pageOverflow(page)).toBe(0)
    expect(await unreachableControls(page)).toEqual([])
    await page.getByRole('button', { name: 'Próxima página' }).scrollIntoViewIfNeeded()
    expect(await page.getByRole('button', { name: 'Próxima página' }).isVisible()).toBe(true)
    await cards.getByRole('link', { name: demoEventName }).first().click()
    await page.waitForURL(/\/app\/event\/\d+\/edit/)
    formUrl = page.url().split('?')[0]
  })

  it('the event form fits the width and every action is reachable', async () => {
    const { page } = browser
    await page.getByTestId('event-situation').waitFor()
    await page.getByRole('button', { name: 'Salvar' }).waitFor()
    expect(await pageOverflow(page)).toBe(0)
    expect(await unreachableControls(page)).toEqual([])
  })

  it('a later tab opened by URL is scrolled into view in the tab strip', async () => {
    const { page } = browser
    await page.goto(`${formUrl}?tab=payment`)
    const tab = page.getByRole('tab', { name: 'Pagamentos' })
    await tab.waitFor()
    await expect
      .poll(
        async () => {
          const box = await tab.boundingBox()
          return box !== null && box.x >= 0 && box.x + box.width <= 390
        },
        { timeout: 5_000 },
      )
      .toBe(true)
    expect(await pageOverflow(page)).toBe(0)
  })

  it("a room tab's item table keeps its edit and delete reachable", async () => {
    const { page } = browser
    await page.goto(`${formUrl}?tab=environment`)
    const panel = page.getByRole('tabpanel')
    const actions = panel.getByRole('button', { name: /^(Alterar|Excluir) / })
    await actions.first().waitFor()
    expect(await pageOverflow(page)).toBe(0)
    expect(await unreachableControls(page)).toEqual([])
    // In view without scrolling the table sideways (the actions column came last, off-screen).
    for (const button of await actions.all()) {
      const box = (await button.boundingBox())!
      expect(box.x + box.width, (await button.getAttribute('aria-label')) ?? '').toBeLessThanOrEqual(390)
    }
  })
})
