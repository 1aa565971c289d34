import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { openBrowser, type Browser } from './browser.js'
import { admin, signIn } from './signIn.js'

/**
 * The event item tabs in Chromium: a new event (made through the API), a room added through the
 * environment tab's form, seen in its list and in the summary's budget. The event lies on a day
 * far ahead, picked per run, so the room is free whatever other e2e files booked.
 */
describe('event items (environment tab, summary)', () => {
  let browser: Browser
  const baseUrl = inject('baseUrl')
  const run = Date.now().toString(36).toUpperCase()
  const pad = (n: number) => String(n).padStart(2, '0')
  const day = new Date(Date.now() + (400 + (Date.now() % 500)) * 86_400_000)
  const shown = `${pad(day.getDate())}/${pad(day.getMonth() + 1)}/${day.getFullYear()}`
  const wire = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`
  let eventId = 0

  beforeAll(async () => {
    browser = await openBrowser()
    await signIn(browser.page, baseUrl, admin)
  })
  afterAll(() => browser?.close())

  async function api(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
    const token = await page.evaluate(() => localStorage.getItem('eventdesk.accessToken'))
    const res = await page.request.fetch(`${baseUrl}${path}`, { method, headers: { authorization: `Bearer ${token}` }, data })
    return { status: res.status(), body: await res.json().catch(() => null) }
  }

  it('adds a room through the environment tab and sees it in the list and the summary', async () => {
    const { page } = browser
    const created = await api(page, 'POST', '/events/event/', { name: `Itens E2E ${run}`, startDate: `${wire}T00:00:00`, endDate: `${wire}T23:00:00` })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    eventId = created.body.id
    await page.goto(`${baseUrl}/app/event/${eventId}/edit?tab=environment`)
    await page.getByRole('button', { name: 'Adicionar ambiente' }).click()

    const room = page.getByRole('combobox', { name: /^Ambiente/ })
    await room.click()
    await room.pressSequentially('Auditório Ipê')
    await page.getByRole('option', { name: 'Auditório Ipê' }).click()
    await page.getByRole('combobox', { name: /^Formato/ }).click()
    await page.getByRole('option', { name: 'Auditório (280)' }).click()
    await page.getByRole('textbox', { name: /^Início(\s*\*)?$/ }).fill(`${shown} 08:00`)
    await page.getByRole('textbox', { name: /^Fim(\s*\*)?$/ }).fill(`${shown} 18:00`)
    await page.getByRole('textbox', { name: 'Início da montagem' }).fill(`${shown} 06:00`)
    await page.getByRole('spinbutton', { name: 'Pessoas estimadas' }).fill('150')
    await page.getByRole('button', { name: 'Salvar' }).click()

    // Back on the list of the same tab, with the room and its daily rate (the room's, 6.500,00).
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Auditório Ipê' }) })
    await row.waitFor()
    expect(await row.textContent()).toContain(`${shown} 08:00`)
    expect(await row.textContent()).toMatch(/6\.500,00/)
    expect(page.url()).toContain('tab=environment')

    await page.getByRole('tab', { name: 'Resumo' }).click()
    const environments = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Ambientes' }) })
    await environments.waitFor()
    expect(await environments.textContent()).toMatch(/6\.500,00/)
  })
})
