import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openBrowser, type Browser } from './browser.js'
import { admin, signIn } from './signIn.js'

/** The spec's addresses typed by hand: the audit modal over pages that are not one event's, and the users screen's spec name. */
describe("the spec's routes typed by hand", () => {
  let browser: Browser
  const baseUrl = inject('baseUrl')
  const asked: string[] = []

  beforeAll(async () => {
    browser = await openBrowser()
    browser.page.on('request', (r) => {
      if (r.url().includes('/events/event/')) asked.push(new URL(r.url()).pathname)
    })
    await signIn(browser.page, baseUrl, admin)
  })
  afterAll(() => browser?.close())

  it('/app/event/modal/event-audit shows the list with a modal asking for the event (no call with NaN)', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/app/event/modal/event-audit`)
    await page.getByRole('dialog').getByLabel('Código do evento').waitFor()
    await page.getByRole('button', { name: 'Cancelar' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/app/event')
    expect(asked.filter((p) => p.includes('NaN'))).toEqual([])
  })

  it('/app/modal/event-audit opens the same modal over the dashboard, not a 404', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/app/modal/event-audit`)
    await page.getByRole('dialog').getByLabel('Código do evento').waitFor()
    expect(await page.getByText('Não encontrado').count()).toBe(0)
  })

  it('/app/events-user (the spec name) reaches the users screen', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/app/events-user`)
    await expect.poll(() => new URL(page.url()).pathname).toBe('/app/events-users')
  })
})
