import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { axeViolations, isSerious } from './axe.js'
import { openBrowser, type Browser } from './browser.js'
import { admin, signIn } from './signIn.js'

/**
 * axe-core on the main screens (issue 14): the login, the event list and form, a registry list
 * and form, the configuration and the users screens have no serious or critical violation.
 * Each screen is checked once it shows its content, so the rules see what a person sees.
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
})
