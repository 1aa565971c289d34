import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { axeViolations } from './axe.js'
import { openBrowser, type Browser } from './browser.js'
import { admin, signIn } from './signIn.js'

/**
 * The built-in channel's stock and price list through its screen (/app/channel-stock) on the
 * shared demo server: the admin moves three months ahead (clear of the nights other files book),
 * sets the rooms of "Standard Casal" over three nights and a price for them; the grid, the rates
 * table, a reload and the API all hold what was set.
 */
describe('channel stock screen on the real server', () => {
  const baseUrl = inject('baseUrl')
  let browser: Browser
  let page: Page

  const pad = (n: number) => String(n).padStart(2, '0')
  // The first day of the month three months from now, and days of it.
  const first = new Date()
  first.setDate(1)
  first.setMonth(first.getMonth() + 3)
  const wire = (day: number) => `${first.getFullYear()}-${pad(first.getMonth() + 1)}-${pad(day)}`
  const shown = (day: number) => wire(day).split('-').reverse().join('/')
  const lastDay = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate()

  async function api(path: string) {
    const token = await page.evaluate(() => localStorage.getItem('eventdesk.accessToken'))
    const res = await page.request.get(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })
    expect(res.status(), path).toBe(200)
    return res.json()
  }

  async function openMonth() {
    await page.goto(`${baseUrl}/app/channel-stock`)
    await page.getByRole('table', { name: 'Estoque do canal por noite e tipo de UH' }).waitFor()
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Próximo mês' }).click()
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: ' a ' }).textContent())
      .toBe(`${shown(1)} a ${shown(lastDay)}`)
  }

  const cell = (day: number) =>
    page.getByRole('button', { name: new RegExp(`^Standard Casal ${shown(day)}: ?Livres: \\d+ de \\d+`) })
  const roomsOf = async (day: number) =>
    Number(/Livres: (\d+) de (\d+)/.exec((await cell(day).textContent())!)![2])

  async function choose(form: ReturnType<Page['getByRole']>, label: RegExp, option: string) {
    await form.getByRole('combobox', { name: label }).click()
    await page.getByRole('option', { name: option, exact: true }).click()
  }

  beforeAll(async () => {
    browser = await openBrowser()
    page = browser.page
    await signIn(page, baseUrl, admin)
  }, 60_000)
  afterAll(() => browser?.close())

  it('sets the rooms of a type over three nights; the grid, a reload and the API hold them', async () => {
    // The menu leads there, next to the availability map.
    await page.goto(`${baseUrl}/app`)
    await page.getByRole('menuitem', { name: 'Estoque e tarifas do canal', exact: true }).waitFor()
    await openMonth()
    await cell(12).waitFor()
    const before = await roomsOf(13)
    expect(before).not.toBe(23)

    const form = page.getByRole('form', { name: 'Definir estoque' })
    await choose(form, /^Tipo de UH/, 'Standard Casal')
    await form.getByRole('textbox', { name: /^De \(noite\)/ }).fill(shown(10))
    await form.getByRole('textbox', { name: /^Até \(noite\)/ }).fill(shown(12))
    await form.getByRole('spinbutton', { name: /^Quartos à venda/ }).fill('23')
    await form.getByRole('button', { name: 'Salvar estoque' }).click()
    await page.getByText('Estoque de Standard Casal salvo em 3 noites').waitFor()
    for (const day of [10, 11, 12]) await expect.poll(() => roomsOf(day)).toBe(23)
    expect(await roomsOf(9)).not.toBe(23)
    expect(await roomsOf(13)).toBe(before)

    await page.reload()
    await openMonth()
    await cell(10).waitFor()
    for (const day of [10, 11, 12]) expect(await roomsOf(day)).toBe(23)
    // The screen with a grid, both forms and the rates table passes axe (serious and critical).
    expect(await axeViolations(page)).toEqual([])

    const rows = (
      await api(`/events/channel-integration/local/stock?startDate=${wire(9)}&endDate=${wire(13)}`)
    )
      .filter((r: { hostingUnitType: { name: string } }) => r.hostingUnitType.name === 'Standard Casal')
      .map((r: { date: string; rooms: number; sold: number; available: number }) => {
        expect(r.available).toBe(Math.max(0, r.rooms - r.sold))
        return [r.date, r.rooms]
      })
    expect(rows).toEqual([
      [wire(9), expect.any(Number)],
      [wire(10), 23],
      [wire(11), 23],
      [wire(12), 23],
      [wire(13), before],
    ])
    expect(rows[0][1]).not.toBe(23)
  }, 90_000)

  it('sets a price for those nights; the rates table and the API show it', async () => {
    const form = page.getByRole('form', { name: 'Definir tarifas' })
    const currency = await form.getByRole('textbox', { name: /^Moeda/ }).inputValue()
    expect(currency).toMatch(/^[A-Z]{3}$/)
    await choose(form, /^Tipo de UH/, 'Standard Casal')
    await form.getByRole('textbox', { name: /^De \(noite\)/ }).fill(shown(10))
    await form.getByRole('textbox', { name: /^Até \(noite\)/ }).fill(shown(12))
    await form.getByRole('spinbutton', { name: /^Valor da diária/ }).fill('387.5')
    await form.getByRole('button', { name: 'Salvar tarifas' }).click()
    await page.getByText('Tarifas de Standard Casal salvas').waitFor()
    const table = page.getByRole('table', { name: 'Tarifas do canal no mês' })
    await table
      .getByRole('row', { name: `Standard Casal ${shown(10)} ${shown(12)} 2 Adulto ${currency} 387,50` })
      .waitFor()
    const rates = await api(
      `/events/channel-integration/local/rates?startDate=${wire(10)}&endDate=${wire(12)}`,
    )
    expect(
      rates
        // The demo prices other pax amounts too; ours is the one for 2 adults.
        .filter(
          (r: { hostingUnitType: { name: string }; paxAmount: number }) =>
            r.hostingUnitType.name === 'Standard Casal' && r.paxAmount === 2,
        )
        .map((r: { date: string; paxAmount: number; paxType: string; value: number }) => [
          r.date,
          r.paxAmount,
          r.paxType,
          r.value,
        ]),
    ).toEqual([10, 11, 12].map((d) => [wire(d), 2, 'ADULT', 387.5]))
  }, 60_000)
})
