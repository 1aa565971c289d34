import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openBrowser, type Browser } from './browser.js'
import { admin, signIn, signOut, staff, submitLogin, support } from './signIn.js'

describe('sign-in, session and permissions', () => {
  let browser: Browser
  const baseUrl = inject('baseUrl')

  beforeAll(async () => {
    browser = await openBrowser()
  })
  afterAll(() => browser?.close())

  it('a wrong password shows the translated message', async () => {
    const { page } = browser
    await submitLogin(page, baseUrl, { ...admin, password: 'Wrong@2026' })
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe('Usuário ou senha inválidos')
    expect(new URL(page.url()).pathname).toBe('/login')
  })

  it('admin signs in through tenant and context and lands on /app with the Users entry', async () => {
    const { page } = browser
    await signIn(page, baseUrl, admin)
    expect(new URL(page.url()).pathname).toBe('/app')
    await page.getByRole('menuitem', { name: /Usuários/ }).waitFor()
    expect(await page.getByRole('menuitem', { name: /Tipos de ambiente/ }).isVisible()).toBe(true)
    expect(await page.getByText('AD', { exact: true }).isVisible()).toBe(true)
    expect(await page.getByTestId('social-reason').textContent()).toMatch(/Demo Hotel/)
  })

  it('a reload keeps the session', async () => {
    const { page } = browser
    await page.reload()
    await page.getByRole('menuitem', { name: /Usuários/ }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/app')
  })

  it('logout returns to /login and the app is closed again', async () => {
    const { page } = browser
    await page.getByRole('link', { name: 'Sair' }).click()
    await page.waitForURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.getItem('eventdesk.accessToken'))).toBeNull()
    await page.goto(`${baseUrl}/app`)
    await page.waitForURL(/\/login$/)
    // The account just used is offered again.
    // isVisible() does not wait; the account list renders right after the redirect.
    await page.getByRole('button', { name: admin.username, exact: true }).waitFor({ state: 'visible' })
  })

  it('staff (without USER) does not see the Users entry', async () => {
    const { page } = browser
    await signIn(page, baseUrl, staff)
    await page.getByRole('menuitem', { name: /Tipos de ambiente/ }).waitFor()
    expect(await page.getByRole('menuitem', { name: /Usuários/ }).count()).toBe(0)
    await signOut(page, baseUrl)
  })

  it('a technical user signs in with the company code', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/login`)
    await signIn(page, baseUrl, support)
    await page.getByRole('menuitem', { name: /Usuários/ }).waitFor()
    expect(await page.getByTestId('social-reason').textContent()).toMatch(/Demo Hotel/)
    await signOut(page, baseUrl)
  })

  it('choosing TICKETS opens the box office under /tickets, and /tickets/logout ends the session', async () => {
    const { page } = browser
    await submitLogin(page, baseUrl, admin)
    await page.getByRole('heading', { name: 'Escolha o módulo' }).waitFor()
    await page.getByLabel('Ingressos').check()
    await page.getByRole('button', { name: 'Continuar' }).click()
    await page.waitForURL(/\/tickets$/)
    await page.getByRole('heading', { name: 'Bilheteria', level: 2 }).waitFor()
    // The registries shared with the ticket context are in its menu; events-only ones are not.
    await page
      .getByRole('menuitem', { name: /Ambientes/ })
      .first()
      .waitFor()
    expect(await page.getByRole('menuitem', { name: /Cardápios/ }).count()).toBe(0)
    // Any other path follows the stored context.
    await page.goto(`${baseUrl}/somewhere`)
    await page.waitForURL(/\/tickets$/)
    await page.getByRole('link', { name: 'Sair' }).click()
    await page.waitForURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.getItem('eventdesk.context'))).toBeNull()
  })

  it('an unauthenticated deep link is kept through sign-in', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/app/environment-type`)
    await page.waitForURL(/\/login$/)
    await signIn(page, baseUrl, staff, '/app/environment-type')
    await page.waitForURL(/\/app\/environment-type$/)
    await signOut(page, baseUrl)
  })
})
