import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openBrowser, type Browser } from './browser.js'

describe('public shell', () => {
  let browser: Browser
  const baseUrl = inject('baseUrl')

  beforeAll(async () => {
    browser = await openBrowser()
  })
  afterAll(() => browser?.close())

  it('loading / shows the login page', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/`)
    await page.waitForURL(/\/login$/)
    // The URL changes before the login page's chunk has rendered: wait for what the person sees.
    await page.getByRole('heading', { name: /Entrar/ }).waitFor()
    await expect(page.getByLabel('Usuário').isVisible()).resolves.toBe(true)
  })

  it('a deep link is answered with the app (history fallback)', async () => {
    const res = await fetch(`${baseUrl}/app/some/deep/link`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<div id="root">')
  })
})
