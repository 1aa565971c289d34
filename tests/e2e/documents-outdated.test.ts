import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PDFParse } from 'pdf-parse'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { at } from '../helpers/events.js'
import { openBrowser, type Browser } from './browser.js'
import { admin, signIn } from './signIn.js'

/**
 * A budget goes out of date when the event's money changes (issue 33): on an event of its own (a
 * room for one day at R$ 1.000, no taxes configured in the demo), the document tab generates a
 * budget; the room's rate is raised to R$ 1.500; the tab marks that budget out of date with the
 * total it showed, and a budget generated again reads the new total in its PDF.
 */
describe('documents: an earlier budget is marked out of date when the money changes', () => {
  let browser: Browser
  const baseUrl = inject('baseUrl')
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-outdated-'))
  let eventId = 0
  let itemId = 0
  let body: Record<string, unknown> = {}

  async function api(page: Page, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) {
    const token = await page.evaluate(() => localStorage.getItem('eventdesk.accessToken'))
    const res = await page.request.fetch(`${baseUrl}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      data,
    })
    return { status: res.status(), body: await res.json().catch(() => null) }
  }
  const version = async (page: Page) => (await api(page, 'GET', `/events/event/${eventId}`)).body.version
  async function pdfText(page: Page, click: () => Promise<void>) {
    const [download] = await Promise.all([page.waitForEvent('download'), click()])
    const saved = path.join(folder, download.suggestedFilename())
    await download.saveAs(saved)
    return (await new PDFParse({ data: new Uint8Array(fs.readFileSync(saved)) }).getText()).text
  }

  beforeAll(async () => {
    browser = await openBrowser()
    const { page } = browser
    await signIn(page, baseUrl, admin)
    const start = at(640, 9)
    const end = at(640, 18)
    const created = await api(page, 'POST', '/events/event/', {
      name: `Orçamento desatualizado E2E ${Date.now().toString(36)}`,
      startDate: start,
      endDate: end,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    eventId = created.body.id
    const rooms = await api(page, 'GET', '/events/environment/?page=0&size=50')
    const room = rooms.body.content.find((r: { compound?: boolean }) => !r.compound)
    body = {
      environment: { id: room.id },
      startDateHour: start,
      endDateHour: end,
      assemblyEnd: at(640, 10),
      dailyRate: 1000,
    }
    const added = await api(page, 'POST', `/events/event/${eventId}/environment`, {
      ...body,
      eventVersion: await version(page),
    })
    expect(added.status, JSON.stringify(added.body)).toBe(201)
    itemId = added.body.id
  })
  afterAll(async () => {
    await browser?.close()
    fs.rmSync(folder, { recursive: true, force: true })
  })

  it('marks the budget out of date after a rate change, and the new budget shows the new total', async () => {
    const { page } = browser
    const summaryTotal = async () => (await api(page, 'GET', `/events/event/${eventId}/summary`)).body.total
    const before = await summaryTotal()
    await page.goto(`${baseUrl}/app/event/${eventId}/edit?tab=document`)
    const panel = page.locator('#event-tabpanel-document')
    // The seeded template, whatever another test left as the type's first one.
    const pick = async () => {
      await panel.getByRole('combobox', { name: 'Modelo' }).click()
      await page.getByRole('option', { name: 'Orçamento padrão', exact: true }).click()
      await panel.getByRole('combobox', { name: 'Modelo' }).filter({ hasText: 'Orçamento padrão' }).waitFor()
    }
    await pick()
    await panel.getByRole('button', { name: 'Gerar', exact: true }).click()
    const first = panel.getByRole('row').filter({ hasText: 'Orçamento padrão' }).first()
    await first.getByText('Pronto').waitFor({ timeout: 60_000 })
    await expect.poll(() => first.getByText('Desatualizado').count()).toBe(0)

    const changed = await api(page, 'PUT', `/events/event/${eventId}/environment/${itemId}`, {
      ...body,
      dailyRate: 1500,
      eventVersion: await version(page),
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    const after = await summaryTotal()
    expect(after).toBeGreaterThan(before)

    const money = (n: number) => `R$ ${n.toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`
    await page.reload()
    const stale = panel.getByRole('row').filter({ hasText: 'Orçamento padrão' }).first()
    await stale.getByText('Desatualizado').waitFor()
    await expect
      .poll(async () => (await stale.textContent())?.replace(/\s+/g, ' '))
      .toContain(`total de então: ${money(before)}`)

    await pick()
    await panel.getByRole('button', { name: 'Gerar', exact: true }).click()
    const rows = panel.getByRole('row').filter({ hasText: 'Orçamento padrão' })
    await expect.poll(() => rows.count()).toBe(2)
    const fresh = rows.filter({ hasNotText: 'Desatualizado' }).first()
    await fresh.getByText('Pronto').waitFor({ timeout: 60_000 })
    const text = await pdfText(page, () => fresh.getByRole('button', { name: /^Baixar Orçamento/ }).click())
    expect(text.replace(/\s+/g, ' ')).toContain(money(after))
    expect(text.replace(/\s+/g, ' ')).not.toContain(money(before))
  }, 120_000)
})
