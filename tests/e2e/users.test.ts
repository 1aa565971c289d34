import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { openBrowser, type Browser } from './browser.js'
import { admin, signIn } from './signIn.js'

/**
 * The users screen in Chromium: the admin creates a user, gives it the coordinator's permissions
 * by copying them from staff@demo.test, blocks one feature, saves, finds it blocked after a reload
 * and sees the change as the newest version of the permission history.
 */
describe('users and permissions', () => {
  let browser: Browser
  const baseUrl = inject('baseUrl')
  const email = `e2e.user.${Date.now().toString(36)}@demo.test`

  beforeAll(async () => {
    browser = await openBrowser()
    await signIn(browser.page, baseUrl, admin)
  })
  afterAll(() => browser?.close())

  const eventsFeature = (page: Page, level: string) =>
    page
      .getByRole('radiogroup', { name: 'Eventos', exact: true })
      .getByRole('radio', { name: level, exact: true })
  const openRegistries = (page: Page) => page.getByRole('button', { name: /^Cadastros \(eventos\)/ }).click()

  it('creates a user from the users list', async () => {
    const { page } = browser
    await page.getByRole('menuitem', { name: /Usuários/ }).click()
    await page.waitForURL(/\/app\/events-users$/)
    await page.getByText('staff@demo.test').waitFor()
    await page.getByRole('link', { name: 'Novo', exact: true }).click()
    await page.waitForURL(/\/app\/events-users\/create$/)
    await page.getByRole('textbox', { name: /E-mail/ }).fill(email)
    await page.getByRole('button', { name: 'Salvar', exact: true }).click()
    await page.waitForURL(/\/app\/events-users\/\d+$/)
    await page.getByRole('button', { name: 'Salvar permissões' }).waitFor()
    expect(await page.getByRole('textbox', { name: /E-mail/ }).inputValue()).toBe(email)
  })

  it('copies permissions from another user, blocks one feature, saves, and finds it after a reload', async () => {
    const { page } = browser
    await page.getByRole('button', { name: 'Copiar permissões de outro usuário' }).click()
    const dialog = page.getByRole('dialog', { name: 'Copiar permissões de outro usuário' })
    await dialog.getByRole('combobox', { name: 'Usuário de origem' }).fill('staff@')
    await page.getByRole('option', { name: 'staff@demo.test', exact: true }).click()
    await dialog.getByRole('button', { name: 'Copiar', exact: true }).click()
    await page.getByText('Permissões copiadas de staff@demo.test.').waitFor()
    await dialog.waitFor({ state: 'hidden' })

    await openRegistries(page)
    expect(await eventsFeature(page, 'Liberado').isChecked()).toBe(true)
    await eventsFeature(page, 'Bloqueado').check()
    await page.getByRole('status').filter({ hasText: '1 alteração não salva' }).waitFor()
    await page.getByRole('button', { name: 'Salvar permissões' }).click()
    await page.getByText('Permissões salvas.').waitFor()

    await page.reload()
    await page.getByRole('button', { name: 'Salvar permissões' }).waitFor()
    await openRegistries(page)
    expect(await eventsFeature(page, 'Bloqueado').isChecked()).toBe(true)
    expect(
      await page
        .getByRole('radiogroup', { name: 'Pessoas', exact: true })
        .getByRole('radio', { name: 'Liberado', exact: true })
        .isChecked(),
    ).toBe(true)
  })

  it('shows the block as the newest version of the history, against the copied version', async () => {
    const { page } = browser
    const versions = page.getByRole('list', { name: 'Versões' })
    await versions.waitFor()
    expect(await versions.getByRole('button').count()).toBe(2)
    await expect.poll(() => versions.getByRole('button').first().textContent()).toContain('admin@demo.test')
    const table = page.getByRole('table', { name: 'Alterações da versão 2' })
    await table.waitFor()
    const rows = await table.getByRole('row').allTextContents()
    expect(rows.slice(1)).toEqual(['EventosLiberadoBloqueado'])
    await versions.getByRole('button', { name: /^Versão 1/ }).click()
    await page
      .getByRole('table', { name: 'Permissões iniciais (versão 1)' })
      .getByRole('row', { name: /Pessoas/ })
      .waitFor()
  })
})
