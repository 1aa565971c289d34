import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { openBrowser, type Browser } from './browser.js'
import { admin, signIn } from './signIn.js'

/**
 * The event screens in Chromium through the real sign-in: create an event with a customer and a
 * requester picked through the autocompletes, take it new → negotiation, add a room through the
 * environment sub-item API (its tab is a later job), meet the stale-version reload, then
 * confirm → start → release → end, seeing each situation in words and on its configured colour,
 * and the audit trail in the modal. Dates are today's (release needs the end date reached).
 */
describe('events (list, form, lifecycle, audit)', () => {
  let browser: Browser
  const baseUrl = inject('baseUrl')
  const run = Date.now().toString(36).toUpperCase()
  const name = `Convenção E2E ${run}`
  let eventId = 0
  /** The configured colour of each situation, read once from the API. */
  let colors: Record<string, string> = {}

  const pad = (n: number) => String(n).padStart(2, '0')
  const now = new Date()
  const today = `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`
  const wireDay = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`

  beforeAll(async () => {
    browser = await openBrowser()
    await signIn(browser.page, baseUrl, admin)
  })
  afterAll(() => browser?.close())

  /** The app's own session token: API calls from the test act as the signed-in person. */
  async function api(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
    const token = await page.evaluate(() => localStorage.getItem('eventdesk.accessToken'))
    const res = await page.request.fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      data,
    })
    return { status: res.status(), body: await res.json().catch(() => null) }
  }

  const rgb = (hex: string) => {
    const n = parseInt(hex.slice(1), 16)
    return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
  }

  async function expectSituation(page: Page, words: string, situation: string) {
    const chip = page.getByTestId('event-situation')
    await expect.poll(() => chip.textContent(), { timeout: 10_000 }).toBe(words)
    // The chip's colour eases from the old situation's: wait for it to settle.
    await expect
      .poll(() => chip.evaluate((el) => getComputedStyle(el).backgroundColor), { timeout: 5_000 })
      .toBe(rgb(colors[situation]))
  }

  async function act(page: Page, action: string): Promise<Locator> {
    await page.getByRole('button', { name: 'Ações', exact: true }).click()
    await page.getByRole('menuitem', { name: action, exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Sim' }).click()
    return dialog
  }

  it('opens the list from the menu, with totals per situation', async () => {
    const { page } = browser
    const config = await api(page, 'GET', '/events/configuration')
    colors = Object.fromEntries(
      (config.body as { name: string; value: string }[])
        .filter((e) => e.name.endsWith('_COLOR'))
        .map((e) => [e.name.replace(/_COLOR$/, ''), e.value]),
    )
    expect(colors.NEW).toMatch(/^#/)
    await page.getByRole('menuitem', { name: 'Eventos', exact: true }).click()
    await page.waitForURL(/\/app\/event$/)
    await page
      .getByRole('group', { name: 'Totais por situação' })
      .getByRole('button', { name: /^Novo: \d+$/ })
      .waitFor()
  })

  it('creates an event with a customer and a requester through the autocompletes', async () => {
    const { page } = browser
    await page.getByRole('link', { name: 'Novo evento' }).click()
    await page.waitForURL(/\/app\/event\/create$/)
    await page.getByRole('textbox', { name: /^Nome/ }).first().fill(name)
    await page.getByRole('textbox', { name: /^Início/ }).fill(`${today} 00:00`)
    await page.getByRole('textbox', { name: /^Término/ }).fill(`${today} 23:00`)
    const customer = page.getByRole('combobox', { name: /^Cliente/ })
    await customer.click()
    await customer.pressSequentially('Associação Paulista')
    await page.getByRole('option', { name: 'Associação Paulista de Cardiologia' }).click()
    await page.getByRole('combobox', { name: /^Prioridade/ }).click()
    await page.getByRole('option', { name: 'Dois' }).click()

    await page.getByRole('tab', { name: 'Ambientes' }).click()
    await page.getByText('Um evento não salvo não pode receber itens').waitFor()
    await page.getByRole('tab', { name: 'Solicitantes' }).click()
    const person = page.getByRole('combobox', { name: /^Pessoa/ })
    await person.click()
    await person.pressSequentially('Mariana')
    await page.getByRole('option', { name: 'Mariana' }).click()
    await page.getByRole('button', { name: 'Adicionar solicitante' }).click()
    await page.getByRole('row').filter({ hasText: 'Mariana' }).waitFor()

    await page.getByRole('tab', { name: 'Dados gerais' }).click()
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/\/app\/event\/\d+\/edit/)
    eventId = Number(/\/event\/(\d+)\/edit/.exec(page.url())![1])
    await page.getByRole('heading', { name: `#${eventId} · ${name}` }).waitFor()
    await expectSituation(page, 'Novo', 'NEW')
    await page.getByRole('tab', { name: 'Solicitantes' }).click()
    await page.getByRole('row').filter({ hasText: 'Mariana' }).filter({ hasText: 'Ativo' }).waitFor()
    await page.getByRole('tab', { name: 'Hospedagem' }).click()
    await page.getByText('Nenhuma hospedagem neste evento.').waitFor()
  })

  it('moves new → negotiation, showing only the allowed actions', async () => {
    const { page } = browser
    await page.getByRole('button', { name: 'Ações', exact: true }).click()
    const items = await page.getByRole('menu').getByRole('menuitem').allTextContents()
    expect(items).toEqual([
      'Enviar para negociação',
      'Cancelar evento',
      'Colocar na lista de espera',
      'Copiar evento',
    ])
    await page.keyboard.press('Escape')
    await act(page, 'Enviar para negociação')
    await expectSituation(page, 'Em negociação', 'NEGOTIATION')
  })

  it('after a room is added elsewhere, confirming asks to reload; then confirm → start → release → end', async () => {
    const { page } = browser
    const rooms = await api(page, 'GET', '/events/environment/autocomplete?name=Sala%20Cedro&page=0')
    const room = (rooms.body as { content: { id: number; name: string }[] }).content.find(
      (r) => r.name === 'Sala Cedro',
    )
    expect(room, 'seeded room Sala Cedro').toBeTruthy()
    const event = await api(page, 'GET', `/events/event/${eventId}`)
    const added = await api(page, 'POST', `/events/event/${eventId}/environment`, {
      eventVersion: event.body.version,
      environment: { id: room!.id },
      startDateHour: `${wireDay}T08:00:00`,
      endDateHour: `${wireDay}T20:00:00`,
      assemblyStart: `${wireDay}T06:00:00`,
    })
    expect(added.status, JSON.stringify(added.body)).toBe(201)

    // This page still holds the version from before the room: the server refuses, the page offers a reload.
    await act(page, 'Confirmar')
    await page
      .getByText('O evento foi alterado em outra sessão; o processo precisa ser reiniciado')
      .first()
      .waitFor()
    await page.getByRole('button', { name: 'Recarregar o evento' }).click()
    await expectSituation(page, 'Em negociação', 'NEGOTIATION')

    await act(page, 'Confirmar')
    await expectSituation(page, 'Confirmado', 'CONFIRMED')
    await act(page, 'Iniciar')
    await expectSituation(page, 'Em andamento', 'IN_PROGRESS')
    await act(page, 'Liberar para fechamento')
    await expectSituation(page, 'Liberado para fechamento', 'RELEASED_FOR_CLOSING')
    await act(page, 'Finalizar')
    await expectSituation(page, 'Finalizado', 'END')
    await page.getByRole('button', { name: 'Ações', exact: true }).click()
    expect(await page.getByRole('menu').getByRole('menuitem').allTextContents()).toEqual([
      'Reabrir',
      'Cancelar evento',
      'Copiar evento',
    ])
    await page.keyboard.press('Escape')
  })

  it('shows the audit trail in the modal route, in words', async () => {
    const { page } = browser
    await page.getByRole('link', { name: 'Auditoria' }).click()
    await page.waitForURL(new RegExp(`/app/event/${eventId}/edit/modal/event-audit`))
    const dialog = page.getByRole('dialog', { name: `Auditoria do evento #${eventId}` })
    await dialog.getByRole('table').waitFor()
    const read = async () =>
      (await dialog.getByRole('row').allInnerTexts()).map((r) => r.split('\t').map((c) => c.trim()))
    const rows = await read()
    // References come by name with the rows (issue 12), not as ids looked up afterwards.
    expect(
      rows.some(
        (r) => r[2] === 'Incluído' && r[3] === 'Solicitante' && r[4] === 'Pessoa' && r[6] === 'Mariana',
      ),
    ).toBe(true)
    // Creation logs the situation it starts in; the moves are the changes after it.
    expect(
      rows.some((r) => r[2] === 'Incluído' && r[3] === 'Evento' && r[4] === 'Situação' && r[6] === 'Novo'),
    ).toBe(true)
    const moves = rows
      .filter((r) => r[2] === 'Alterado' && r[3] === 'Evento' && r[4] === 'Situação')
      .map((r) => `${r[5]} → ${r[6]}`)
    expect(moves.reverse()).toEqual([
      'Novo → Em negociação',
      'Em negociação → Confirmado',
      'Confirmado → Em andamento',
      'Em andamento → Liberado para fechamento',
      'Liberado para fechamento → Finalizado',
    ])
    expect(rows.some((r) => r[2] === 'Incluído' && r[3] === 'Evento' && r[6] === name)).toBe(true)
    expect(rows.some((r) => r[2] === 'Incluído' && r[3] === 'Ambiente')).toBe(true)
    expect(rows.every((r, i) => i === 0 || r[1] === 'admin@demo.test')).toBe(true)
    await dialog.getByRole('button', { name: 'Fechar' }).click()
    await page.waitForURL(new RegExp(`/app/event/${eventId}/edit(\\?.*)?$`))
  })

  it('finds the ended event in the list through its situation chip', async () => {
    const { page } = browser
    await page.getByRole('link', { name: 'Eventos', exact: true }).first().click()
    await page.waitForURL(/\/app\/event$/)
    await page.getByRole('button', { name: /^Finalizado: [1-9]\d*$/ }).click()
    const row = page.getByRole('row').filter({ hasText: name })
    await row.waitFor()
    expect(await row.getByText('Finalizado').isVisible()).toBe(true)
  })

  it('the dashboard at /DashboardDefault counts the event among those created today', async () => {
    const { page } = browser
    for (const path of ['/DashboardDefault', '/app/DashboardDefault']) {
      await page.goto(`${baseUrl}${path}`)
      await page.getByRole('heading', { name: 'Painel de eventos' }).waitFor()
      const created = page.getByRole('list', { name: 'Eventos criados' }).getByRole('listitem').first()
      await expect
        .poll(async () => Number((await created.textContent())?.replace(/\D/g, '')), { timeout: 10_000 })
        .toBeGreaterThanOrEqual(1)
    }
  })
})
