import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { openBrowser, type Browser } from './browser.js'
import { admin, signIn, signOut, staff } from './signIn.js'

/**
 * The application shell in Chromium with the demo accounts: the sidebar built from each person's
 * features (staff vs admin), the footer shortcuts, the establishment at the top of the sidebar,
 * the integration bell and log (admin only), the tab title per screen, and the phone drawer.
 */
describe('application shell', () => {
  let browser: Browser
  const baseUrl = inject('baseUrl')

  beforeAll(async () => {
    browser = await openBrowser()
  })
  afterAll(() => browser?.close())

  const sidebar = (page: Page) => page.getByRole('menu')
  const shortcuts = (page: Page) => page.getByRole('navigation', { name: 'Atalhos' })
  const screenTitle = (page: Page) => page.locator('#react-admin-title')

  it('the public pages have their own tab title', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/forgot`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    const heading = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
    expect(await page.title()).toBe(`${heading} · Eventdesk`)
  })

  it('staff sees only allowed menus and shortcuts', async () => {
    const { page } = browser
    await signIn(page, baseUrl, staff)
    const menu = sidebar(page)
    await menu.getByRole('menuitem', { name: 'Eventos', exact: true }).waitFor()
    for (const name of ['Tipos de ambiente', 'Feriados', 'Refeições', 'Pessoas', 'Notificações']) {
      expect(await menu.getByRole('menuitem', { name, exact: true }).count(), name).toBe(1)
    }
    // Features staff lacks, the admin-only screens, and the group they would have filled.
    for (const name of [
      'Usuários',
      'Configurações',
      'Estabelecimento',
      'Log de integração',
      'Sistema',
      'Departamentos',
      'Pax',
    ]) {
      expect(await menu.getByRole('menuitem', { name, exact: true }).count(), name).toBe(0)
    }
    expect(await shortcuts(page).getByRole('link').count()).toBeGreaterThan(0)
    expect(
      await shortcuts(page).getByRole('link', { name: 'Eventos', exact: true }).getAttribute('href'),
    ).toBe('/app/event')
    expect(await page.getByTestId('sidebar-establishment').textContent()).toContain('Demo Hotel')
    expect(await page.getByRole('button', { name: /Erros de integração/ }).count()).toBe(0)

    // A screen staff may not open stays closed even when typed in.
    await page.goto(`${baseUrl}/app/integration-log`)
    await menu.getByRole('menuitem', { name: 'Eventos', exact: true }).waitFor()
    expect(await page.getByRole('table', { name: 'Log de integração' }).count()).toBe(0)
  })

  it('the tab title follows the screen', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/app`)
    await expect.poll(async () => (await screenTitle(page).textContent())?.trim()).toBeTruthy()
    const home = (await screenTitle(page).textContent())!.trim()
    await expect.poll(() => page.title()).toBe(`${home} · Eventdesk`)

    await sidebar(page).getByRole('menuitem', { name: 'Tipos de ambiente', exact: true }).click()
    await page.waitForURL(/\/app\/environment-type$/)
    await expect.poll(() => page.title()).toBe('Tipos de ambiente · Eventdesk')

    await shortcuts(page).getByRole('link', { name: 'Eventos', exact: true }).click()
    await page.waitForURL(/\/app\/event$/)
    // While the list loads the screen title is briefly empty and the tab says just "Eventdesk":
    // wait for the events screen's own title, then for the tab to carry it.
    await expect
      .poll(async () => (await screenTitle(page).textContent())?.trim() ?? '')
      .not.toMatch(/^(|Tipos de ambiente)$/)
    const events = (await screenTitle(page).textContent())!.trim()
    await expect.poll(() => page.title()).toBe(`${events} · Eventdesk`)
    await signOut(page, baseUrl)
    await expect.poll(() => page.title()).not.toContain(events)
  })

  it('admin sees every menu, the integration bell and the read-only integration log', async () => {
    const { page } = browser
    await signIn(page, baseUrl, admin)
    const menu = sidebar(page)
    await menu.getByRole('menuitem', { name: 'Log de integração', exact: true }).waitFor()
    for (const name of [
      'Usuários',
      'Configurações',
      'Estabelecimento',
      'Sistema',
      'Departamentos',
      'Pax',
      'Cotações de moeda',
      'Moedas',
    ]) {
      expect(await menu.getByRole('menuitem', { name, exact: true }).count(), name).toBe(1)
    }

    // The demo seed has two integration errors: the bell counts them until they are seen.
    const bell = page.getByRole('button', { name: 'Erros de integração: 2 novos' })
    await bell.click()
    const errors = page.getByRole('list', { name: 'Erros de integração' })
    await errors.getByText(/Faturamento — invoice.create/).waitFor()
    await page.getByRole('link', { name: 'Abrir o log de integração' }).click()
    await page.waitForURL(/\/app\/integration-log$/)
    const table = page.getByRole('table', { name: 'Log de integração' })
    await table.getByText('reservation.send').first().waitFor()
    // The demo's four calls plus what earlier files sent to the channel (the accommodation test
    // does): the table shows what the server holds, one row per call and the header row.
    const held = await page.evaluate(async () => {
      const token = localStorage.getItem('eventdesk.accessToken')
      const res = await fetch('/events/integration-log?size=100', {
        headers: { authorization: `Bearer ${token}` },
      })
      return ((await res.json()) as { totalElements: number }).totalElements
    })
    expect(held).toBeGreaterThanOrEqual(4)
    expect(await table.getByRole('row').count()).toBe(Math.min(held, 20) + 1)
    await expect.poll(() => page.title()).toBe('Log de integração · Eventdesk')
    await page.getByRole('button', { name: 'Erros de integração: 0 novos' }).waitFor()

    await page.getByRole('combobox', { name: 'Integração' }).click()
    await page.getByRole('option', { name: 'Faturamento' }).click()
    await page.getByRole('button', { name: 'Filtrar' }).click()
    await expect.poll(() => table.getByRole('row').count()).toBe(2)
    expect(await table.getByText('invoice.create').isVisible()).toBe(true)
  })

  it('on a phone the sidebar is a drawer opened from the header', async () => {
    const { page } = browser
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto(`${baseUrl}/app`)
    const entry = page.getByRole('menuitem', { name: 'Tipos de ambiente', exact: true })
    const toggle = page.getByRole('button', { name: 'Abrir menu' })
    await toggle.waitFor()
    expect(await entry.isVisible()).toBe(false)
    await toggle.click()
    await entry.waitFor()
    await entry.click()
    await page.waitForURL(/\/app\/environment-type$/)
    // Following a link closes the drawer.
    await expect.poll(() => entry.isVisible()).toBe(false)
    await page.setViewportSize({ width: 1280, height: 800 })
    await signOut(page, baseUrl)
  })
})
