import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openBrowser, type Browser } from './browser.js'
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
})
