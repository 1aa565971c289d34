import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { cnpjCheckDigits, formatCnpj } from '../../common/person/cnpj.js'
import { openBrowser, type Browser } from './browser.js'
import { admin, signIn } from './signIn.js'

/**
 * The person registry in Chromium: a legal person with a CNPJ, an address and a contact created
 * through the person form (its type-dependent fields and list sections), found in its list, then
 * found through the person autocomplete of another screen (the department's manager field).
 * Names and the CNPJ are unique per run (the server seeds demo persons of its own).
 */
describe('person registry (form, list, autocomplete elsewhere)', () => {
  let browser: Browser
  const baseUrl = inject('baseUrl')
  const run = Date.now().toString(36).toUpperCase()
  const name = `Eventos E2E ${run} Ltda.`
  // A CNPJ nobody else has: 8 digits from the run, branch 0001, real check digits.
  const base = `${String(Date.now()).slice(-8)}0001`
  const cnpj = formatCnpj(`${base}${cnpjCheckDigits(base)}`)

  beforeAll(async () => {
    browser = await openBrowser()
    await signIn(browser.page, baseUrl, admin)
  })
  afterAll(() => browser?.close())

  /** An MUI select (or autocomplete) of `scope`: open it and pick `option`. */
  async function pick(page: Page, scope: Page | Locator, field: RegExp, option: string) {
    await scope.getByRole('combobox', { name: field }).click()
    await page.getByRole('option', { name: option, exact: true }).click()
  }
  const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })

  it('creates a legal person with a CNPJ, an address and a contact through the form', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/app/person`)
    await page.getByRole('link', { name: 'Novo', exact: true }).click()
    await page.waitForURL(/\/app\/person\/create$/)

    // Natural by default: the legal fields appear when the type changes.
    await page.getByRole('textbox', { name: /^Sobrenome/ }).waitFor()
    await pick(page, page, /^Tipo de pessoa/, 'Jurídica')
    await page.getByRole('textbox', { name: /^Razão social/ }).fill(name)
    expect(await page.getByRole('textbox', { name: /^Sobrenome/ }).count()).toBe(0)
    await page.getByRole('textbox', { name: /^Nome fantasia/ }).fill(`E2E ${run}`)
    await page.getByRole('textbox', { name: /^Data de fundação/ }).fill('01/04/2010')
    await page.getByRole('textbox', { name: /^Ramo de atividade/ }).fill('Produção de eventos')
    await page.getByRole('checkbox', { name: 'Cliente' }).check()

    const documents = section(page, 'Documentos')
    await documents.getByRole('button', { name: /Adicionar/ }).click()
    await pick(page, documents, /^Tipo/, 'CNPJ')
    await documents.getByRole('textbox', { name: /^Número/ }).fill(cnpj.replace(/\D/g, ''))
    await documents.getByRole('combobox', { name: /^País/ }).fill('Brasil')
    await page.getByRole('option', { name: 'Brasil', exact: true }).click()
    await documents.getByRole('checkbox', { name: /Principal/ }).check()

    const addresses = section(page, 'Endereços')
    await addresses.getByRole('button', { name: /Adicionar/ }).click()
    await pick(page, addresses, /^Tipo/, 'Fiscal')
    await addresses.getByRole('textbox', { name: /^CEP/ }).fill('90010150')
    await addresses.getByRole('textbox', { name: /^Logradouro/ }).fill('Rua dos Andradas')
    await addresses.getByRole('textbox', { name: /^Número/ }).fill('1234')
    await addresses.getByRole('textbox', { name: /^Bairro/ }).fill('Centro')
    await addresses.getByRole('textbox', { name: /^Cidade/ }).fill('Porto Alegre')
    await addresses.getByRole('textbox', { name: /^Estado/ }).fill('RS')

    const contacts = section(page, 'Contatos')
    await contacts.getByRole('button', { name: /Adicionar/ }).click()
    await pick(page, contacts, /^Tipo/, 'Comercial')
    await contacts.getByRole('textbox', { name: /^E-mail/ }).fill(`contato.${run.toLowerCase()}@example.test`)
    await contacts.getByRole('checkbox', { name: /Principal/ }).check()

    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/\/app\/person(\?.*)?$/)
    await page.getByText('Registro criado').waitFor()
    await page.getByPlaceholder('Buscar', { exact: true }).fill(name)
    const row = page.getByRole('row').filter({ hasText: name })
    await row.waitFor()
    // The list shows the derived document (punctuated) and main e-mail.
    expect(await row.getByRole('cell', { name: cnpj }).isVisible()).toBe(true)
    expect(
      await row.getByRole('cell', { name: `contato.${run.toLowerCase()}@example.test` }).isVisible(),
    ).toBe(true)
  })

  it('finds the new person through the autocomplete of the department manager field', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/app/department/create`)
    await page.getByRole('textbox', { name: /^Nome/ }).fill(`Departamento E2E ${run}`)
    const manager = page.getByRole('combobox', { name: /^Gestor/ })
    await manager.click()
    await manager.pressSequentially(`E2E ${run}`)
    await page.getByRole('option', { name }).click()
    expect(await manager.inputValue()).toBe(name)
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/\/app\/department(\?.*)?$/)
    await page.getByPlaceholder('Buscar', { exact: true }).fill(`Departamento E2E ${run}`)
    const row = page.getByRole('row').filter({ hasText: `Departamento E2E ${run}` })
    await row.waitFor()
    expect(await row.getByRole('cell', { name }).isVisible()).toBe(true)
  })
})
