import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openBrowser, type Browser } from './browser.js'
import { signIn, signOut, staff, type Account } from './signIn.js'

/**
 * The establishment screen in Chromium. The language change runs on the second tenant (Other
 * Venue), which no other end-to-end file signs in to, and is set back at the end (through the
 * screen, or through the API if the test stopped half way), so the suite's Portuguese holds.
 */
const otherAdmin: Account = { username: 'admin@other.test', password: 'Other@2026' }

describe('establishment (admin only)', () => {
  let browser: Browser
  const baseUrl = inject('baseUrl')
  let restored = true

  beforeAll(async () => {
    browser = await openBrowser()
  })
  afterAll(async () => {
    if (!restored && browser) {
      const { page } = browser
      const token = await page.evaluate(() => localStorage.getItem('eventdesk.accessToken'))
      const tenant = await page.evaluate(
        () => JSON.parse(localStorage.getItem('eventdesk.tenant') ?? 'null') as { id: number } | null,
      )
      await page.request.put(`${baseUrl}/events/establishment`, {
        headers: { authorization: `Bearer ${token}`, 'tenant-id': String(tenant?.id ?? '') },
        data: { language: 'pt-BR' },
      })
    }
    await browser?.close()
  })

  it('staff has no menu entry, and the direct address shows access denied', async () => {
    const { page } = browser
    await signIn(page, baseUrl, staff)
    await page.getByRole('menuitem', { name: /Tipos de ambiente/ }).waitFor()
    expect(await page.getByRole('menuitem', { name: 'Estabelecimento' }).count()).toBe(0)
    await page.goto(`${baseUrl}/app/establishment`)
    await page.getByText('Acesso negado').waitFor()
    expect(await page.getByRole('textbox', { name: 'Razão social' }).count()).toBe(0)
    await signOut(page, baseUrl)
  })

  it('admin changes language to es and the shell speaks Spanish', async () => {
    const { page } = browser
    await signIn(page, baseUrl, otherAdmin)
    await page.getByRole('menuitem', { name: 'Estabelecimento' }).click()
    await page.waitForURL(/\/app\/establishment$/)
    const socialReason = page.getByRole('textbox', { name: 'Razão social' })
    await socialReason.waitFor()
    expect(await socialReason.inputValue()).toBe('Other Venue Centro de Convenções S.A.')

    restored = false
    await page.getByRole('radio', { name: 'Español' }).check()
    await page.getByRole('button', { name: 'Salvar' }).click()
    // The shell, not only the screen: the menu and the header title are Spanish too.
    await page.getByRole('heading', { name: 'Datos de la empresa' }).waitFor()
    await page.getByRole('menuitem', { name: 'Establecimiento' }).waitFor()
    await page.getByRole('menuitem', { name: 'Configuraciones' }).waitFor()
    await page.getByRole('banner').getByText('Establecimiento').waitFor()
    expect(await page.getByRole('menuitem', { name: 'Estabelecimento' }).count()).toBe(0)
    expect(await page.evaluate(() => localStorage.getItem('eventdesk.locale'))).toBe('es')

    await page.reload()
    await page.getByRole('heading', { name: 'Datos de la empresa' }).waitFor()
    await page.getByRole('menuitem', { name: 'Establecimiento' }).waitFor()
    expect(await page.getByRole('radio', { name: 'Español' }).isChecked()).toBe(true)

    // Back to Portuguese through the same screen, now labelled in Spanish.
    await page.getByRole('radio', { name: 'Português (Brasil)' }).check()
    await page.getByRole('button', { name: 'Guardar' }).click()
    await page.getByRole('heading', { name: 'Dados da empresa' }).waitFor()
    await page.getByRole('menuitem', { name: 'Estabelecimento' }).waitFor()
    restored = true
    expect(await page.evaluate(() => localStorage.getItem('eventdesk.locale'))).toBe('pt-BR')
  })
})
