import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { naturalPersonBody } from '../helpers/person.js'
import { openBrowser, type Browser } from './browser.js'
import { admin, signIn } from './signIn.js'

/**
 * Accommodation end to end (issue 17) on the shared demo server: in an event's accommodation tab
 * a block with two room types (the demo's "Standard Casal" and "Luxo Triplo") and a daily rate
 * for every night is added; the block then shows on the reservation timeline and holds rooms on
 * the availability map, whose cell names the event.
 */
describe('accommodation on the real server', () => {
  const baseUrl = inject('baseUrl')
  const tag = `AC${Date.now().toString(36).toUpperCase()}`
  const eventName = `Congresso ${tag}`
  const holderName = `Titular ${tag}`
  let browser: Browser
  let page: Page
  let eventId = 0

  const pad = (n: number) => String(n).padStart(2, '0')
  const dayOf = (n: number) => {
    const d = new Date()
    d.setDate(d.getDate() + n)
    return d
  }
  const wire = (n: number) => {
    const d = dayOf(n)
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
  }
  const shown = (n: number) => wire(n).split('-').reverse().join('/')

  async function api(method: 'GET' | 'POST', path: string, data?: unknown) {
    const token = await page.evaluate(() => localStorage.getItem('eventdesk.accessToken'))
    const res = await page.request.fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      data,
    })
    const body = await res.json().catch(() => null)
    if (res.status() >= 300) throw new Error(`${method} ${path}: ${res.status()} ${JSON.stringify(body)}`)
    return body
  }

  async function pick(scope: Page | ReturnType<Page['locator']>, label: RegExp, option: string) {
    const box = scope.getByRole('combobox', { name: label })
    await box.click()
    await box.fill(option)
    // A person's option carries the surname too.
    await page
      .getByRole('option', { name: new RegExp(`^${option}`) })
      .first()
      .click()
  }

  /** One reservation: type, stay of nights 10..12, rooms, pax per room, then a rate typed for each night. */
  async function fillReservation(n: number, type: string, rooms: string, pax: string, rate: string) {
    const section = page.getByRole('region', { name: `Reserva ${n}` })
    await pick(section, /^Tipo de UH/, type)
    await section.getByRole('textbox', { name: /^Entrada/ }).fill(shown(10))
    await section.getByRole('textbox', { name: /^Saída/ }).fill(shown(12))
    await section.getByRole('spinbutton', { name: /^Quantidade de UH/ }).fill(rooms)
    await section.getByRole('spinbutton', { name: /^Pax por UH/ }).fill(pax)
    const first = section.getByRole('spinbutton', { name: `Diária ${shown(10)}` })
    // The channel's rates are looked up once the stay is complete: wait for that to settle, then type ours.
    await expect
      .poll(
        async () =>
          (await first.inputValue()) !== '' ||
          (await section.getByText('As diárias do canal não puderam ser lidas').count()) > 0,
        { timeout: 15_000 },
      )
      .toBe(true)
    await first.fill(rate)
    await section.getByRole('spinbutton', { name: `Diária ${shown(11)}` }).fill(rate)
  }

  beforeAll(async () => {
    browser = await openBrowser()
    page = browser.page
    await signIn(page, baseUrl, admin)
    await api('POST', '/events/person/', naturalPersonBody(holderName))
    const event = await api('POST', '/events/event/', {
      name: eventName,
      startDate: `${wire(10)}T08:00:00`,
      endDate: `${wire(12)}T18:00:00`,
    })
    eventId = event.id
  }, 60_000)
  afterAll(() => browser?.close())

  it('adds a block with two room types and daily rates in the event', async () => {
    await page.goto(`${baseUrl}/app/event/${eventId}/edit?tab=accommodation`)
    await page.getByRole('button', { name: 'Adicionar hospedagem' }).click()
    const form = page.getByRole('form', { name: 'Nova hospedagem' })
    await pick(form, /^Titular/, holderName)
    await pick(form, /^Pensão/, 'Meia pensão')
    await form.getByRole('textbox', { name: /^Prazo/ }).fill(shown(5))
    await fillReservation(1, 'Standard Casal', '5', '2', '350')
    await form.getByRole('button', { name: 'Adicionar reserva' }).click()
    await fillReservation(2, 'Luxo Triplo', '3', '3', '520')
    await form.getByRole('button', { name: 'Salvar' }).click()
    const card = page.getByRole('article', { name: new RegExp(`^Hospedagem \\d+ · ${holderName}`) })
    await card.waitFor()
    await card
      .getByText(`Standard Casal: 5 UH × 2 pax, de ${shown(10)} a ${shown(12)}`, { exact: false })
      .waitFor()
    await card
      .getByText(`Luxo Triplo: 3 UH × 3 pax, de ${shown(10)} a ${shown(12)}`, { exact: false })
      .waitFor()
    const saved = await api('GET', `/events/event/${eventId}/event-accommodation`)
    expect(saved.content[0].reservations.map((r: { dailyRates: unknown }) => r.dailyRates)).toEqual([
      [
        { date: wire(10), value: 350 },
        { date: wire(11), value: 350 },
      ],
      [
        { date: wire(10), value: 520 },
        { date: wire(11), value: 520 },
      ],
    ])
  }, 90_000)

  it('shows the block on the reservation timeline, and a click opens the event', async () => {
    await page.goto(`${baseUrl}/app/reservation-timeline`)
    await page.locator('.vis-timeline').waitFor()
    await page.locator('.vis-item', { hasText: `${eventName} · 5 UH` }).waitFor()
    await page.getByRole('button', { name: 'Lista' }).click()
    const list = page.getByRole('list', { name: 'Reservas de hospedagem' })
    const mine = list.getByRole('listitem').filter({ hasText: eventName })
    await expect.poll(() => mine.count()).toBe(2)
    await mine.filter({ hasText: 'Luxo Triplo · 3 UH' }).getByRole('button', { name: 'Abrir evento' }).click()
    await page.waitForURL(new RegExp(`/app/event/${eventId}/edit\\?tab=accommodation`))
  }, 60_000)

  it('holds its rooms on the availability map, and the cell names the event', async () => {
    await page.goto(`${baseUrl}/app/availability-map`)
    await page.getByRole('textbox', { name: /^Primeira noite/ }).fill(shown(10))
    await page.getByRole('textbox', { name: /^Última noite/ }).fill(shown(11))
    const cell = page.getByRole('button', {
      name: new RegExp(`^Standard Casal ${shown(10)}: \\d+ de \\d+ livres Bloq\\. \\d+`),
    })
    await cell.waitFor()
    const blocked = Number(/Bloq\. (\d+)/.exec((await cell.textContent())!)![1])
    expect(blocked).toBeGreaterThanOrEqual(5)
    await cell.click()
    const dialog = page.getByRole('dialog', { name: `Bloqueios de Standard Casal em ${shown(10)}` })
    await dialog.getByText(eventName).waitFor()
  }, 60_000)
})
