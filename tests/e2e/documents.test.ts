import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PDFParse } from 'pdf-parse'
import { at } from '../helpers/events.js'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openBrowser, type Browser } from './browser.js'
import { admin, signIn } from './signIn.js'

/**
 * Documents end to end (issue 18): on a demo event, the document tab generates a budget from the
 * seeded template and the PDF downloads and reads back with the event's name; the badge tab
 * generates badges for all requesters and their PDF reads back with a requester's name. Leaves a
 * budget, a badge request and a requester on the demo event. The signature runs on an event of its
 * own (tagged "Assinatura E2E"): send from the tab, sign on the local signer's page, see it signed.
 */
describe('documents: budget and badges from the event form', () => {
  let browser: Browser
  const baseUrl = inject('baseUrl')
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-documents-'))
  const guest = `Convidada E2E ${Date.now().toString(36)}`
  let event = { id: 0, name: '', version: 0 }

  async function api(page: Page, method: 'GET' | 'POST', url: string, data?: unknown) {
    const token = await page.evaluate(() => localStorage.getItem('eventdesk.accessToken'))
    const res = await page.request.fetch(`${baseUrl}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      data,
    })
    return { status: res.status(), body: await res.json().catch(() => null) }
  }
  async function pdfText(page: Page, click: () => Promise<void>) {
    const [download] = await Promise.all([page.waitForEvent('download'), click()])
    const saved = path.join(folder, download.suggestedFilename())
    await download.saveAs(saved)
    return (await new PDFParse({ data: new Uint8Array(fs.readFileSync(saved)) }).getText()).text
  }

  beforeAll(async () => {
    browser = await openBrowser()
    await signIn(browser.page, baseUrl, admin)
    const list = await api(browser.page, 'POST', '/events/event/list-events?page=0&size=10&sort=id,asc', {})
    expect(list.status, JSON.stringify(list.body)).toBe(200)
    // The first seeded event that takes a new requester (a cancelled or lost one would not).
    for (const candidate of list.body.content) {
      const added = await api(browser.page, 'POST', `/events/event/${candidate.id}/requester`, {
        name: guest,
        email: 'convidada@e2e.test',
        eventVersion: candidate.version,
      })
      if (added.status === 201) {
        event = candidate
        break
      }
    }
    expect(event.id, 'a seeded event that takes a requester').toBeGreaterThan(0)
  })
  afterAll(async () => {
    await browser?.close()
    fs.rmSync(folder, { recursive: true, force: true })
  })

  it('generates a budget from the seeded template and downloads its PDF', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/app/event/${event.id}/edit?tab=document`)
    const panel = page.locator('#event-tabpanel-document')
    await panel.getByRole('combobox', { name: 'Modelo' }).filter({ hasText: 'Orçamento padrão' }).waitFor()
    await panel.getByRole('button', { name: 'Gerar', exact: true }).click()
    const row = panel.getByRole('row').filter({ hasText: 'Orçamento padrão' }).first()
    await row.getByText('Pronto').waitFor({ timeout: 30_000 })
    const text = await pdfText(page, () => row.getByRole('button', { name: /^Baixar Orçamento/ }).click())
    expect(text.replace(/\s+/g, ' ')).toContain(event.name)
    expect(text).toContain('Total')
  }, 90_000)

  it('writes a template with a placeholder in the editor, and a budget from it shows the event', async () => {
    const { page } = browser
    const name = `Orçamento E2E ${Date.now().toString(36)}`
    await page.goto(`${baseUrl}/app/template/create`)
    await page.getByRole('textbox', { name: /^Nome/ }).fill(name)
    await page.getByRole('combobox', { name: /^Tipo/ }).click()
    await page.getByRole('option', { name: 'Orçamento', exact: true }).click()
    // The editor is its own chunk, loaded with the form.
    const body = page.getByRole('textbox', { name: 'Conteúdo' })
    await body.click()
    await body.pressSequentially('Proposta E2E para ')
    await page.getByRole('button', { name: 'Inserir campo' }).click()
    await page.getByRole('menuitem', { name: 'Nome do evento', exact: true }).click()
    // The editor keeps a typed trailing space as a no-break space (U+00A0): a space to the reader.
    const spaced = (text: string) => text.replace(/\u00a0|&nbsp;/g, ' ')
    expect(spaced((await body.textContent()) ?? '')).toContain('Proposta E2E para {{event.name}}')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/\/app\/template(\?.*)?$/)

    const templates = await api(page, 'GET', '/events/template?size=100')
    const saved = templates.body.content.find((t: { name: string }) => t.name === name)
    expect(spaced(saved.body)).toContain('Proposta E2E para {{event.name}}')
    const asked = await api(page, 'POST', `/events/event/${event.id}/document`, {
      documentType: 'BUDGET',
      template: { id: saved.id },
    })
    expect(asked.status, JSON.stringify(asked.body)).toBe(202)
    await page.goto(`${baseUrl}/app/event/${event.id}/edit?tab=document`)
    const row = page.locator('#event-tabpanel-document').getByRole('row').filter({ hasText: name }).first()
    await row.getByText('Pronto').waitFor({ timeout: 30_000 })
    const text = await pdfText(page, () => row.getByRole('button', { name: /^Baixar Orçamento/ }).click())
    expect(text.replace(/\s+/g, ' ')).toContain(`Proposta E2E para ${event.name}`)
  }, 90_000)

  it('generates badges for every requester and downloads them', async () => {
    const { page } = browser
    await page.goto(`${baseUrl}/app/event/${event.id}/edit?tab=badge`)
    const panel = page.locator('#event-tabpanel-badge')
    await panel.getByText(guest).waitFor()
    await panel.getByRole('button', { name: /^Gerar crachás de todos/ }).click()
    const item = panel.getByRole('listitem').first()
    await item.getByText('Pronto').waitFor({ timeout: 30_000 })
    const text = await pdfText(page, () => item.getByRole('button', { name: 'Baixar' }).click())
    expect(text.replace(/\s+/g, ' ')).toContain(guest)
    expect(text.replace(/\s+/g, ' ')).toContain(event.name)
  }, 90_000)

  it("sends a budget for signature, the signer signs on the local signer's page and the tab sees it signed", async () => {
    const { page, context } = browser
    const name = `Assinatura E2E ${Date.now().toString(36)}`
    const created = await api(page, 'POST', '/events/event/', {
      name,
      startDate: at(40, 8),
      endDate: at(41, 18),
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    await page.goto(`${baseUrl}/app/event/${created.body.id}/edit?tab=document`)
    const panel = page.locator('#event-tabpanel-document')
    // Another budget template may now come first (the editor test's): pick the seeded one.
    await panel.getByRole('combobox', { name: 'Modelo' }).click()
    await page.getByRole('option', { name: 'Orçamento padrão', exact: true }).click()
    await panel.getByRole('combobox', { name: 'Modelo' }).filter({ hasText: 'Orçamento padrão' }).waitFor()
    await panel.getByRole('button', { name: 'Gerar', exact: true }).click()
    const row = panel.getByRole('row').filter({ hasText: 'Orçamento padrão' }).first()
    await row.getByText('Pronto').waitFor({ timeout: 30_000 })
    // Open the PDF: it is this event's budget.
    const text = await pdfText(page, () => row.getByRole('button', { name: /^Baixar Orçamento/ }).click())
    expect(text.replace(/\s+/g, ' ')).toContain(name)

    await row.getByRole('button', { name: 'Enviar para assinatura' }).click()
    const dialog = page.getByRole('dialog', { name: 'Enviar para assinatura' })
    await dialog.getByRole('textbox', { name: 'Nome do signatário' }).fill('Ana Assinante')
    await dialog.getByRole('textbox', { name: 'E-mail do signatário' }).fill('ana@assinatura-e2e.test')
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click()
    await dialog.waitFor({ state: 'hidden' })
    await row.getByText('Aguardando assinaturas (0/1)').waitFor({ timeout: 30_000 })

    // The local signer's "e-mail": the signer's own link, opened in a new tab with no session.
    const link = row.getByRole('link', { name: 'Link de assinatura de Ana Assinante' })
    const [signer] = await Promise.all([context.waitForEvent('page'), link.click()])
    await signer.getByRole('heading', { name: 'Assinatura de documento' }).waitFor()
    await signer.getByText(/^Documento: .+\.pdf$/).waitFor()
    await signer.getByText(/^Ana Assinante, .+ enviou um documento para você assinar\.$/).waitFor()
    await signer.getByRole('button', { name: 'Assinar' }).click()
    await signer.getByText('Documento assinado. Obrigado!').waitFor()
    // Single use: the same link, opened again, no longer signs.
    await signer.reload()
    await signer.getByText('Este link de assinatura não é válido ou já foi usado.').waitFor()
    expect(await signer.getByRole('button', { name: 'Assinar' }).count()).toBe(0)
    await signer.close()

    // The tab follows the service while the envelope is out: the status changes to signed.
    await row.getByText('Assinado (1/1)').waitFor({ timeout: 30_000 })
    expect(await row.getByRole('link', { name: /^Link de assinatura/ }).count()).toBe(0)
    const docs = await api(page, 'GET', `/events/event/${created.body.id}/document`)
    const number = docs.body[0].number
    // Its author hears of it on the bell.
    await page.getByRole('button', { name: /^Notificações:/ }).click()
    await page
      .getByRole('list', { name: 'Notificações' })
      .getByText(`Orçamento ${number} assinado`)
      .first()
      .waitFor({ timeout: 15_000 })
    await page.keyboard.press('Escape')
  }, 120_000)
})
