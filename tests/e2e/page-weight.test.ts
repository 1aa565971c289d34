import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openBrowser, type Browser } from './browser.js'
import { admin, signIn } from './signIn.js'
import { pageBudgets, scriptBytes, type ResourceEntry } from '../../scripts/bench/page-budgets.js'

/**
 * Issue 12's sign-in budget, on the built app in a fresh profile (nothing cached): the login page
 * must not download the app's code or texts. `npm run bench -- --only pages` measures the rest.
 */
describe('page weight', () => {
  let browser: Browser
  const baseUrl = inject('baseUrl')

  beforeAll(async () => {
    browser = await openBrowser()
  })
  afterAll(() => browser?.close())

  it('a cold /login transfers no more JS than its budget, and reads in words', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/login`)
    await page.getByRole('heading', { name: /Entrar/ }).waitFor()
    await page.waitForLoadState('networkidle')
    const entries = (await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => ({ name: e.name, encodedBodySize: (e as PerformanceResourceTiming).encodedBodySize })),
    )) as ResourceEntry[]
    const { bytes } = scriptBytes(entries)
    expect(bytes).toBeGreaterThan(0)
    expect(bytes).toBeLessThanOrEqual(pageBudgets.find((b) => b.page === '/login')!.maxJsBytes)
    await expect(page.getByLabel('Usuário').isVisible()).resolves.toBe(true)
    await expect(page.getByRole('button', { name: 'Entrar' }).isVisible()).resolves.toBe(true)
  })

  // Issue 35 item 12: the pages an e-mail link opens (forgot, new password, invitation, signing)
  // load when opened and react-router's data router is not built in (~131 KB), leaving /login a
  // margin under its budget.
  it('a cold /login keeps at least 10 KB of margin under its budget', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/login`)
    await page.getByRole('heading', { name: /Entrar/ }).waitFor()
    await page.waitForLoadState('networkidle')
    const { bytes } = scriptBytes(await resources())
    expect(bytes).toBeLessThanOrEqual(pageBudgets.find((b) => b.page === '/login')!.maxJsBytes - 10_000)
  })

  // Issue 35 item 12: what the list does not draw (settings pages, react-admin's sign-in form and
  // react-hook-form under it, the form widgets, react-router's data router) loads when needed.
  // 391 KB before, ~319 KB after: the budget holds, so the weight cannot grow back unnoticed.
  it('a cold /app/event (signed in, cache off) transfers no more JS than its budget', async () => {
    const { page, context } = browser
    await signIn(page, baseUrl, admin)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await page.goto(`${baseUrl}/app/event`)
    await page
      .getByRole('group', { name: 'Totais por situação' })
      .getByRole('button', { name: /^Novo: \d+$/ })
      .waitFor()
    await page.waitForLoadState('networkidle')
    const { bytes } = scriptBytes(await resources())
    expect(bytes).toBeGreaterThan(0)
    expect(bytes).toBeLessThanOrEqual(pageBudgets.find((b) => b.page === '/app/event')!.maxJsBytes)
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false })
  })

  const resources = () =>
    browser.page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => ({ name: e.name, encodedBodySize: (e as PerformanceResourceTiming).encodedBodySize })),
    ) as Promise<ResourceEntry[]>
})
