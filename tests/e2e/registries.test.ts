import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { openBrowser, type Browser } from './browser.js'
import { admin, signIn } from './signIn.js'

/**
 * The generic registry screens in Chromium, through the real sign-in: create an environment type,
 * create an environment that refers to it through the autocomplete, find both in their lists, and
 * see the dependency message when deleting the type. Names are unique per run (the server seeds
 * demo registries of its own).
 */
describe('registries (schema-driven list, form, autocomplete, delete)', () => {
  let browser: Browser
  const baseUrl = inject('baseUrl')
  const run = Date.now().toString(36).toUpperCase()
  const typeName = `Tipo E2E ${run}`
  const roomName = `Sala E2E ${run}`

  beforeAll(async () => {
    browser = await openBrowser()
    await signIn(browser.page, baseUrl, admin)
  })
  afterAll(() => browser?.close())

  /** Opens a registry from the sidebar, by its menu text. */
  async function openFromMenu(page: Page, text: RegExp, path: string) {
    await page.getByRole('menuitem', { name: text }).click()
    await page.waitForURL(new RegExp(`/app/${path}(\\?.*)?$`))
  }

  async function search(page: Page, text: string) {
    await page.getByPlaceholder('Buscar', { exact: true }).fill(text)
  }

  it('creates an environment type and finds it in the list', async () => {
    const { page } = browser
    await openFromMenu(page, /Tipos de ambiente/, 'environment-type')
    await page.getByRole('link', { name: 'Novo', exact: true }).click()
    await page.waitForURL(/\/app\/environment-type\/create$/)
    await page.getByRole('textbox', { name: /^Nome/ }).fill(typeName)
    await page.getByRole('textbox', { name: /^Descrição/ }).fill('Criado pelo teste de ponta a ponta')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/\/app\/environment-type(\?.*)?$/)
    await page.getByText('Registro criado').waitFor()
    await search(page, typeName)
    await page.getByRole('cell', { name: typeName, exact: true }).waitFor()
  })

  it('shows the required message when saving an empty environment', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/app/environment/create`)
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByText('Nome deve ser informado').waitFor()
    expect(await page.getByText('Tipo de ambiente deve ser informado').isVisible()).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/app/environment/create')
  })

  it('creates an environment referring to the type through the autocomplete and lists it with the type label', async () => {
    const { page } = browser
    await openFromMenu(page, /^Ambientes/, 'environment')
    await page.getByRole('link', { name: 'Novo', exact: true }).click()
    await page.getByRole('textbox', { name: /^Nome/ }).fill(roomName)
    const type = page.getByRole('combobox', { name: /^Tipo de ambiente/ })
    await type.click()
    await type.pressSequentially(`E2E ${run}`)
    await page.getByRole('option', { name: typeName }).click()
    expect(await type.inputValue()).toBe(typeName)
    await page.getByRole('textbox', { name: /^Diária/ }).fill('1.500,00')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/\/app\/environment(\?.*)?$/)
    await search(page, roomName)
    const row = page.getByRole('row').filter({ hasText: roomName })
    await row.waitFor()
    expect(await row.getByRole('cell', { name: typeName, exact: true }).isVisible()).toBe(true)
    expect((await row.textContent())?.replace(/\s/g, ' ')).toContain('R$ 1.500,00')
  })

  it('refuses to delete the type in use and names the environment that uses it', async () => {
    const { page } = browser
    await openFromMenu(page, /Tipos de ambiente/, 'environment-type')
    await search(page, typeName)
    await page.getByRole('button', { name: `Excluir ${typeName}` }).click()
    const confirm = page.getByRole('dialog')
    await confirm.getByText('O registro não poderá ser recuperado').waitFor()
    expect(await confirm.getByRole('button', { name: 'Não' }).isVisible()).toBe(true)
    await confirm.getByRole('button', { name: 'Sim' }).click()
    const blocked = page.getByRole('dialog').filter({ hasText: 'Não é possível excluir' })
    await blocked.waitFor()
    expect(
      await blocked
        .getByRole('listitem')
        .filter({ hasText: `Ambiente «${roomName}»` })
        .count(),
    ).toBe(1)
    await blocked.getByRole('button', { name: 'Fechar' }).click()
    // Still there.
    await page.getByRole('cell', { name: typeName, exact: true }).waitFor()
  })

  it('opens a row for editing and saves it pessimistically', async () => {
    const { page } = browser
    await page.getByRole('cell', { name: typeName, exact: true }).click()
    await page.waitForURL(/\/app\/environment-type\/\d+$/)
    const name = page.getByRole('textbox', { name: /^Nome/ })
    expect(await name.inputValue()).toBe(typeName)
    await page.getByRole('textbox', { name: /^Descrição/ }).fill('Alterado pelo teste')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/\/app\/environment-type(\?.*)?$/)
    await page.getByText('Registro atualizado').waitFor()
  })
})
