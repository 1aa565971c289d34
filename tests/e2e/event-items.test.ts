import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { openBrowser, type Browser } from './browser.js'
import { admin, signIn } from './signIn.js'

/**
 * The event item tabs in Chromium: a new event (made through the API), a room added through the
 * environment tab's form, seen in its list and in the summary's budget. The event lies on a day
 * far ahead, picked per run, so the room is free whatever other e2e files booked.
 */
describe('event items (environment tab, summary, and a full event)', () => {
  let browser: Browser
  const baseUrl = inject('baseUrl')
  const run = Date.now().toString(36).toUpperCase()
  const pad = (n: number) => String(n).padStart(2, '0')
  const day = new Date(Date.now() + (400 + (Date.now() % 500)) * 86_400_000)
  const shown = `${pad(day.getDate())}/${pad(day.getMonth() + 1)}/${day.getFullYear()}`
  const wire = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`
  let eventId = 0

  beforeAll(async () => {
    browser = await openBrowser()
    await signIn(browser.page, baseUrl, admin)
  })
  afterAll(() => browser?.close())

  async function api(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
    const token = await page.evaluate(() => localStorage.getItem('eventdesk.accessToken'))
    const res = await page.request.fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      data,
    })
    return { status: res.status(), body: await res.json().catch(() => null) }
  }

  it('adds a room through the environment tab and sees it in the list and the summary', async () => {
    const { page } = browser
    const created = await api(page, 'POST', '/events/event/', {
      name: `Itens E2E ${run}`,
      startDate: `${wire}T00:00:00`,
      endDate: `${wire}T23:00:00`,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    eventId = created.body.id
    await page.goto(`${baseUrl}/app/event/${eventId}/edit?tab=environment`)
    await page.getByRole('button', { name: 'Adicionar ambiente' }).click()

    const room = page.getByRole('combobox', { name: /^Ambiente/ })
    await room.click()
    await room.pressSequentially('Auditório Ipê')
    await page.getByRole('option', { name: 'Auditório Ipê' }).click()
    await page.getByRole('combobox', { name: /^Formato/ }).click()
    await page.getByRole('option', { name: 'Auditório (280)' }).click()
    await page.getByRole('textbox', { name: /^Início(\s*\*)?$/ }).fill(`${shown} 08:00`)
    await page.getByRole('textbox', { name: /^Fim(\s*\*)?$/ }).fill(`${shown} 18:00`)
    await page.getByRole('textbox', { name: 'Início da montagem' }).fill(`${shown} 06:00`)
    await page.getByRole('spinbutton', { name: 'Pessoas estimadas' }).fill('150')
    await page.getByRole('button', { name: 'Salvar' }).click()

    // Back on the list of the same tab, with the room and its daily rate (the room's, 6.500,00).
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Auditório Ipê' }) })
    await row.waitFor()
    expect(await row.textContent()).toContain(`${shown} 08:00`)
    expect(await row.textContent()).toMatch(/6\.500,00/)
    expect(page.url()).toContain('tab=environment')

    await page.getByRole('tab', { name: 'Resumo' }).click()
    const environments = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Ambientes' }) })
    await environments.waitFor()
    expect(await environments.textContent()).toMatch(/6\.500,00/)
  })

  it('issue 35: the add-room form saves as it opens (the prefilled dates are ones the server takes)', async () => {
    const { page } = browser
    const next = new Date(day.getTime() + 2 * 86_400_000)
    const nextWire = `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}`
    const created = await api(page, 'POST', '/events/event/', {
      name: `Sala como abre ${run}`,
      startDate: `${nextWire}T08:00:00`,
      endDate: `${nextWire}T18:00:00`,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    await page.goto(`${baseUrl}/app/event/${created.body.id}/edit?tab=environment`)
    await page.getByRole('button', { name: 'Adicionar ambiente' }).click()
    // Only the room is picked: every date stays as the form opened.
    const room = page.getByRole('combobox', { name: /^Ambiente/ })
    await room.click()
    await room.pressSequentially('Sala Cedro')
    await page.getByRole('option', { name: 'Sala Cedro' }).click()
    await page.getByRole('button', { name: 'Salvar' }).click()
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Sala Cedro' }) })
    await row.waitFor()
    const saved = await api(page, 'GET', `/events/event/${created.body.id}/environment`)
    expect(saved.body.content).toEqual([
      expect.objectContaining({
        environment: expect.objectContaining({ name: 'Sala Cedro' }),
        assemblyStart: `${nextWire}T08:00:00`,
        startDateHour: `${nextWire}T09:00:00`,
        endDateHour: `${nextWire}T18:00:00`,
      }),
    ])
  })

  /** Picks an autocomplete's option after typing part of its label. */
  async function pick(page: Page, field: RegExp, typed: string, option: RegExp | string) {
    const box = page.getByRole('combobox', { name: field }).first()
    await box.click()
    await box.pressSequentially(typed)
    await page.getByRole('option', { name: option }).first().click()
  }

  async function saveAndSeeRow(page: Page, cell: RegExp | string) {
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: cell }) })
      .first()
      .waitFor()
  }

  it('fills the event with equipment in its room, a menu, a payment and a commission; the summary counts them; the room with equipment cannot go', async () => {
    expect(eventId, 'the first case created the event').toBeGreaterThan(0)
    const { page } = browser
    await page.goto(`${baseUrl}/app/event/${eventId}/edit?tab=equipment`)

    await page.getByRole('button', { name: 'Adicionar equipamento ou serviço' }).click()
    await pick(page, /^Equipamento/, 'Microfone', 'Microfone sem fio')
    await page.getByRole('combobox', { name: /^Ambiente do evento/ }).click()
    await page.getByRole('option', { name: /Auditório Ipê/ }).click()
    await page.getByRole('textbox', { name: /^Início(\s*\*)?$/ }).fill(`${shown} 08:00`)
    await page.getByRole('textbox', { name: /^Fim(\s*\*)?$/ }).fill(`${shown} 18:00`)
    await page.getByRole('spinbutton', { name: /^Quantidade/ }).fill('4')
    await saveAndSeeRow(page, 'Microfone sem fio')

    await page.getByRole('tab', { name: 'Alimentação' }).click()
    await page.getByRole('button', { name: 'Adicionar cardápio' }).click()
    await pick(page, /^Cardápio cadastrado/, 'Coffee break trad', 'Coffee break tradicional')
    // The registry menu fills the rest (name, value, items) on the server.
    await saveAndSeeRow(page, 'Coffee break tradicional')

    await page.getByRole('tab', { name: 'Pagamentos' }).click()
    await page.getByRole('button', { name: 'Adicionar pagamento' }).click()
    await pick(page, /^Pagador/, 'Ricardo', /Ricardo/)
    await page.getByRole('spinbutton', { name: /^Valor/ }).fill('1000')
    await saveAndSeeRow(page, /Ricardo/)

    await page.getByRole('tab', { name: 'Comissões' }).click()
    await page.getByRole('button', { name: 'Adicionar comissão' }).click()
    await pick(page, /^Comissionado/, 'Ricardo', /Ricardo/)
    await page.getByRole('combobox', { name: /^Tipo/ }).click()
    await page.getByRole('option', { name: 'Total' }).click()
    await page.getByRole('textbox', { name: /^Percentual/ }).fill('5')
    await saveAndSeeRow(page, /Ricardo/)

    // Microfone sem fio: 4 × 80,00 for one day.
    await page.getByRole('tab', { name: 'Resumo' }).click()
    const equipment = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Equipamentos e serviços' }) })
    await equipment.waitFor()
    expect(await equipment.textContent()).toMatch(/320,00/)
    const food = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Alimentos e bebidas' }) })
    expect(await food.textContent()).not.toMatch(/^Alimentos e bebidas(R\$\s0,00)+$/)

    await page.getByRole('tab', { name: 'Ambientes' }).click()
    await page.getByRole('button', { name: /^Excluir Auditório Ipê/ }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Sim' }).click()
    await page
      .getByText('O ambiente possui equipamentos vinculados e não pode ser removido')
      .first()
      .waitFor()
    // Still booked: the row stays in the list.
    expect(await page.getByRole('cell', { name: 'Auditório Ipê' }).first().isVisible()).toBe(true)
  })
})
