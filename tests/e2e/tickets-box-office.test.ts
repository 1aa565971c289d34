import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { openBrowser, type Browser } from './browser.js'
import { admin, submitLogin } from './signIn.js'

/**
 * The box office end to end (issue 21) on the real server, in the ticket context: two seats sold
 * through the seat map, seen taken by a second desk (a second page), and a ticket checked in at
 * the door once; the second scan is refused with the time of the first. The sale's PDF downloads.
 */
describe('box office on the real server', () => {
  const baseUrl = inject('baseUrl')
  const tag = Date.now().toString(36).toUpperCase()
  const office = `Show E2E ${tag}`
  let browser: Browser

  async function api(method: 'POST', path: string, data: unknown) {
    const { page } = browser
    const token = await page.evaluate(() => localStorage.getItem('eventdesk.accessToken'))
    const res = await page.request.fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      data,
    })
    const body = await res.json()
    if (res.status() >= 300) throw new Error(`${method} ${path}: ${res.status()} ${JSON.stringify(body)}`)
    return body
  }

  /** Opens the box office screen on `page` with the test's box office chosen. */
  async function openOffice(page: Page) {
    await page.goto(`${baseUrl}/tickets/box-office`)
    await page.getByRole('combobox', { name: 'Bilheteria' }).click()
    await page.getByRole('option', { name: office, exact: true }).click()
    return page.getByRole('grid', { name: 'Mapa de lugares de Plateia' })
  }

  beforeAll(async () => {
    browser = await openBrowser()
    await submitLogin(browser.page, baseUrl, admin)
    await browser.page.getByRole('heading', { name: 'Escolha o módulo' }).waitFor()
    await browser.page.getByLabel('Ingressos').check()
    await browser.page.getByRole('button', { name: 'Continuar' }).click()
    await browser.page.waitForURL(/\/tickets$/)
    const type = await api('POST', '/events/section-type/', {
      name: `Plateia E2E ${tag}`,
      batches: [
        { name: '1º lote', price: 80, quantity: 1, order: 1 },
        { name: '2º lote', price: 120, quantity: 20, order: 2 },
      ],
    })
    await api('POST', '/events/box-office', {
      name: office,
      startDate: '2030-03-01T20:00:00',
      endDate: '2030-03-01T23:00:00',
      sections: [
        {
          name: 'Plateia',
          kind: 'SEATED',
          rows: 2,
          seatsPerRow: 4,
          missingSeats: ['B-4'],
          sectionType: { id: type.id },
        },
        { name: 'Pista', kind: 'STANDING', capacity: 30, sectionType: { id: type.id } },
      ],
    })
  }, 60_000)
  afterAll(() => browser?.close())

  it('sells two seats through the seat map, an open desk sees them go live, another sees them taken, one is checked in once', async () => {
    const { page } = browser
    // A second desk has the box office open before the sale: it must see the seats go without
    // reloading, well before its 30 s fallback poll (the realtime channel of the box office).
    const watching = await browser.context.newPage()
    const watchingMap = await openOffice(watching)
    await watchingMap.getByRole('gridcell', { name: 'A-2 livre' }).waitFor()
    const map = await openOffice(page)
    await map.getByRole('gridcell', { name: 'A-2 livre' }).click()
    await map.getByRole('gridcell', { name: 'A-3 livre' }).click()
    await map.getByRole('gridcell', { name: 'A-2 escolhido' }).waitFor()
    // The seat that does not exist is not on the map.
    expect(await map.getByRole('gridcell', { name: /^B-4/ }).count()).toBe(0)
    await page.getByLabel('Nome da pessoa — Plateia A-2').fill('Ana Souza')
    await page.getByLabel('Nome da pessoa — Plateia A-3').fill('Bruno Lima')
    await page.getByLabel('Comprador', { exact: true }).fill('Ana Souza')
    await page.getByLabel('E-mail do comprador').fill('ana@example.com')
    await page.getByRole('button', { name: 'Vender' }).click()
    const done = page.getByRole('alert').filter({ hasText: 'Vendido. Códigos dos ingressos:' })
    await done.waitFor()
    const codes = [...((await done.textContent()) ?? '').matchAll(/A-[23] ([A-Z2-9]{16})/g)].map((m) => m[1])
    expect(codes).toHaveLength(2)
    await map.getByRole('gridcell', { name: 'A-2 ocupado' }).waitFor()
    await watchingMap.getByRole('gridcell', { name: 'A-3 ocupado' }).waitFor({ timeout: 10_000 })
    await watching.close()
    // The tickets as a PDF, one page each with its QR code.
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      done.getByRole('button', { name: 'Baixar ingressos (PDF)' }).click(),
    ])
    expect(pdf.suggestedFilename()).toMatch(/^tickets-\d+\.pdf$/)
    expect(
      fs
        .readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-')

    // A second desk opening the box office sees both seats taken and cannot pick them.
    const desk = await browser.context.newPage()
    const other = await openOffice(desk)
    for (const seat of ['A-2', 'A-3'])
      expect(await other.getByRole('gridcell', { name: `${seat} ocupado` }).isDisabled()).toBe(true)
    await other.getByRole('gridcell', { name: 'A-1 livre' }).waitFor()
    // The first batch (one place) sold out, so the second is on sale.
    await desk
      .getByRole('region', { name: 'Plateia' })
      .getByText(/5 de 7 restantes — 2º lote: R\$ 120,00/)
      .waitFor()
    await desk.close()

    // The door: the first scan lets Ana in, the second is refused with the time of the first.
    await page.getByLabel('Código do ingresso').fill(codes[0])
    await page.getByRole('button', { name: 'Registrar entrada' }).click()
    await page.getByRole('alert').filter({ hasText: 'Bem-vindo(a), Ana Souza (A-2)' }).waitFor()
    await page.getByLabel('Código do ingresso').fill(codes[0])
    await page.getByRole('button', { name: 'Registrar entrada' }).click()
    await page
      .getByRole('alert')
      .filter({
        hasText:
          /Este ingresso já teve a entrada registrada \(primeira entrada: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\)/,
      })
      .waitFor()
  }, 90_000)

  it('a refused sale keeps the chosen seats and what was typed, and marks the missing name', async () => {
    const { page } = browser
    const map = await openOffice(page)
    // The show's date and the batch price as the reader writes them, not the wire's.
    await page.getByText('01/03/2030 20:00').waitFor()
    await map.getByRole('gridcell', { name: 'B-1 livre' }).click()
    await map.getByRole('gridcell', { name: 'B-2 livre' }).click()
    await page.getByLabel('Nome da pessoa — Plateia B-1').fill('Carla Dias')
    await page.getByLabel('Comprador', { exact: true }).fill('Carla Dias')
    await page.getByLabel('E-mail do comprador').fill('carla@example.com')
    await page.getByRole('button', { name: 'Vender' }).click()
    await page.getByRole('alert').filter({ hasText: 'Todo ingresso precisa do nome da sua pessoa' }).waitFor()
    // Nothing chosen or typed is lost; the empty name is marked and has the focus.
    await map.getByRole('gridcell', { name: 'B-1 escolhido' }).waitFor()
    await map.getByRole('gridcell', { name: 'B-2 escolhido' }).waitFor()
    expect(await page.getByLabel('Nome da pessoa — Plateia B-1').inputValue()).toBe('Carla Dias')
    expect(await page.getByLabel('Comprador', { exact: true }).inputValue()).toBe('Carla Dias')
    const missing = page.getByLabel('Nome da pessoa — Plateia B-2')
    expect(await missing.getAttribute('aria-invalid')).toBe('true')
    await expect.poll(() => missing.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await page.getByLabel('Nome da pessoa — Plateia B-1').getAttribute('aria-invalid')).toBe('false')
    // Filled in, the same sale goes through.
    await missing.fill('Davi Dias')
    await page.getByRole('button', { name: 'Vender' }).click()
    await page.getByRole('alert').filter({ hasText: 'Vendido. Códigos dos ingressos:' }).waitFor()
    await map.getByRole('gridcell', { name: 'B-2 ocupado' }).waitFor()
  }, 60_000)

  it('a deep link to the box office opens it after sign-in, in the ticket context', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/tickets/logout`)
    await page.waitForURL(/\/login$/)
    await page.goto(`${baseUrl}/tickets/box-office`)
    await page.waitForURL(/\/login$/)
    await submitLogin(page, baseUrl, admin, '/tickets/box-office')
    await page.getByRole('heading', { name: 'Escolha o módulo' }).waitFor()
    expect(await page.getByLabel('Ingressos').isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Continuar' }).click()
    await page.waitForURL(/\/tickets\/box-office$/)
    await page.getByRole('combobox', { name: 'Bilheteria' }).waitFor()
    // The header goes back to the events module without signing in again.
    await page.getByRole('button', { name: 'Ir para o módulo Eventos' }).click()
    await page.waitForURL(/\/app$/)
  }, 60_000)
})
