import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { axeViolations, isSerious } from './axe.js'
import { openBrowser, type Browser } from './browser.js'
import { admin, signIn } from './signIn.js'

/**
 * axe-core on the main screens (issue 14): the login, the event list and form, a registry list
 * and form, the configuration and the users screens have no serious or critical violation; and
 * the wave-2 screens (issue 35): calendar (grid, week and resource), kanban, availability map,
 * both timelines, template editor and box office. Each screen is checked once it shows its
 * content, so the rules see what a person sees. Nothing here writes: the other files' data stays.
 */
describe('accessibility (axe-core, serious and critical)', () => {
  let browser: Browser
  const baseUrl = inject('baseUrl')

  beforeAll(async () => {
    browser = await openBrowser()
  })
  afterAll(() => browser?.close())

  async function check(page: Page, screen: string) {
    const all = await axeViolations(page)
    console.log(`axe ${screen}: ${all.length} violations`, JSON.stringify(all))
    expect(all.filter(isSerious)).toEqual([])
    // Issue 12's moderate ones too: every screen has an h1 and headings do not skip levels.
    expect(all.filter((v) => v.id === 'page-has-heading-one' || v.id === 'heading-order')).toEqual([])
  }

  it('login', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/login`)
    await page.getByLabel('Usuário').waitFor()
    await check(page, 'login')
  })

  it('event list', async () => {
    const { page } = browser
    await signIn(page, baseUrl, admin)
    await page.goto(`${baseUrl}/app/event`)
    await page.getByRole('table', { name: 'Eventos' }).getByRole('link').first().waitFor()
    await check(page, 'event list')
  })

  it('event form (an existing event)', async () => {
    const { page } = browser
    await page.getByRole('table', { name: 'Eventos' }).getByRole('link').first().click()
    await page.waitForURL(/\/app\/event\/\d+\/edit/)
    await page.getByTestId('event-situation').waitFor()
    await check(page, 'event form')
  })

  it('event audit modal', async () => {
    const { page } = browser
    await page.goto(`${page.url().replace(/\/$/, '')}/modal/event-audit`)
    await page.getByRole('dialog').getByRole('table').waitFor()
    await check(page, 'audit modal')
  })

  it('registry list', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/app/environment-type`)
    await page.getByRole('cell').first().waitFor()
    await check(page, 'registry list')
  })

  it('registry form (person)', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/app/person/create`)
    await page.getByRole('button', { name: 'Salvar' }).waitFor()
    await check(page, 'person form')
  })

  it('registry form (environment)', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/app/environment/create`)
    await page.getByRole('button', { name: 'Salvar' }).waitFor()
    await check(page, 'environment form')
  })

  it('configuration', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/app/configuration`)
    await page.getByRole('button', { name: 'Salvar' }).first().waitFor()
    await check(page, 'configuration')
  })

  it('users', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/app/events-users`)
    await page.getByRole('cell').first().waitFor()
    await check(page, 'users')
  })

  it('dashboard', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/app`)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    // The charts come in a lazy chunk: check them too, drawn.
    await page.getByRole('heading', { name: 'Ocupação dos ambientes nos próximos 30 dias' }).waitFor()
    await page.getByText(/ambientes reservados hoje/).waitFor()
    await check(page, 'dashboard')
  })

  it('calendar (month grid and week): situation colours, 10:00 times, the week at the working day', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/app/event-calendar`)
    // Each event carries its situation as a class (calendarEvents.ts).
    const event = page.locator('.event-calendar [class*="situation-"]')
    await event.first().waitFor()
    // Issue 35: the situation's colour (not FullCalendar's blue for all) with readable text, and
    // times with their minutes.
    const colours = await event.evaluateAll((els) =>
      els.map((el) => [el.className.match(/situation-(\w+)/)![1], getComputedStyle(el).backgroundColor]),
    )
    expect(colours.some(([, bg]) => bg === 'rgb(55, 136, 216)')).toBe(false)
    expect(new Set(colours.map(([, bg]) => bg)).size).toBeGreaterThan(1)
    expect(await event.first().getAttribute('title')).toMatch(/^\d{2}:\d{2} /)
    await check(page, 'calendar month')
    await page.locator('.event-calendar button', { hasText: 'Semana' }).click()
    await event.first().waitFor()
    // The week opens scrolled to 07:00, not midnight.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Math.max(
            ...[...document.querySelectorAll('.event-calendar *')].map((e) => (e as HTMLElement).scrollTop),
          ),
        ),
      )
      .toBeGreaterThan(0)
    await page.getByText('07:00', { exact: true }).first().waitFor()
    await check(page, 'calendar week')
  })

  it('calendar (resource view)', async () => {
    const { page } = browser
    await page.getByRole('button', { name: 'Por ambiente' }).click()
    await page.locator('.vis-timeline .vis-item.vis-range').first().waitFor()
    await check(page, 'calendar resource')
  })

  it('environment timeline', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/app/environment-timeline`)
    await page.locator('.vis-timeline .vis-item.vis-range').first().waitFor()
    await check(page, 'environment timeline')
  })

  it('reservation timeline', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/app/reservation-timeline`)
    await page.locator('.vis-timeline').waitFor()
    await page.locator('.vis-timeline .vis-label').first().waitFor()
    await check(page, 'reservation timeline')
  })

  it('availability map', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/app/availability-map`)
    await page
      .getByRole('button', { name: /^.+ \d{2}\/\d{2}\/\d{4}: / })
      .first()
      .waitFor()
    await check(page, 'availability map')
  })

  it('kanban', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/app/kanban`)
    await page.getByRole('list').first().getByRole('listitem').first().waitFor()
    await check(page, 'kanban')
  })

  it('template editor', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/app/template/create`)
    await page.getByRole('textbox', { name: 'Conteúdo' }).waitFor()
    await page.getByRole('button', { name: 'Inserir campo' }).waitFor()
    await check(page, 'template editor')
  })

  it('box office (reached through the context switcher)', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/app`)
    await page.getByRole('button', { name: /Ingressos/ }).click()
    await page.waitForURL(/\/tickets(\/|$)/)
    await page.goto(`${baseUrl}/tickets/box-office`)
    await page.getByRole('combobox', { name: 'Bilheteria' }).click()
    await page.getByRole('option').first().click()
    await page.getByRole('grid').first().getByRole('gridcell').first().waitFor()
    await check(page, 'box office')
  })
})
