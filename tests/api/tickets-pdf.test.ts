import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PDFParse } from 'pdf-parse'
import QRCode from 'qrcode'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api } from '../helpers/events.js'
import { makeBoxOffice, saleOf } from '../helpers/tickets.js'

/** Issue 21: the tickets of a sale as a PDF, a page per ticket with its code and QR code. */
describe(`tickets: the sale's PDF (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let a: ReturnType<typeof api>

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
  })
  afterAll(() => t?.close())

  const pdfOf = (saleId: number, who = admin, language = 'pt-BR') =>
    a.call('GET', `/events/box-office/sale/${saleId}/tickets.pdf?language=${language}`, who)

  it('prints each ticket on its page: holder, section, seat, batch and code, in the asked language', async () => {
    const bo = await makeBoxOffice(t.app, admin)
    const sold = await a.call('POST', `/events/box-office/${bo.office.id}/sale`, admin, {
      ...saleOf([[bo.floor.id], [bo.stalls.id, 'A-2']]),
    })
    expect(sold.statusCode, sold.body).toBe(201)
    const sale = sold.json() as { id: number; tickets: { code: string }[] }
    const res = await pdfOf(sale.id)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) })
    const { text, total } = await parser.getText()
    await parser.destroy()
    expect(total).toBe(2)
    for (const { code } of sale.tickets) expect(text).toContain(code)
    expect(text).toMatch(/Pessoa: Pessoa 2/)
    expect(text).toMatch(/Lugar: A-2/)
    expect(text).toContain('01/05/2030 20:00')
    // The price is money as the app writes it, with the currency (issue 49: it read "100.00").
    expect(text).toMatch(/ — R\$ \d{2,3},00/)
    expect(text).not.toMatch(/ — \d+\.00/)
    const english = await pdfOf(sale.id, admin, 'en-us')
    const inEnglish = new PDFParse({ data: new Uint8Array(english.rawPayload) })
    const englishText = (await inEnglish.getText()).text
    expect(englishText).toMatch(/Seat: A-2/)
    expect(englishText).toMatch(/ — R\$ \d{2,3}\.00/)
    await inEnglish.destroy()
    // The QR code holds the code itself (what the door's scanner types into the check-in field).
    expect(QRCode.create(sale.tickets[0].code, { errorCorrectionLevel: 'M' }).modules.size).toBeGreaterThan(
      20,
    )
  })

  it('is 404 for a cancelled sale and for another tenant; 400 for a language it does not speak', async () => {
    const bo = await makeBoxOffice(t.app, admin)
    const sale = (
      await a.call('POST', `/events/box-office/${bo.office.id}/sale`, admin, saleOf([[bo.floor.id]]))
    ).json()
    expect((await pdfOf(sale.id, await signIn(t.app, accounts.otherAdmin))).statusCode).toBe(404)
    expect((await pdfOf(sale.id, admin, 'fr')).statusCode).toBe(400)
    await a.call('POST', `/events/box-office/sale/${sale.id}/cancel`, admin, {})
    expect((await pdfOf(sale.id)).statusCode).toBe(404)
  })
})
