import { PDFParse } from 'pdf-parse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { testDbKind } from '../helpers/database.js'
import { api } from '../helpers/events.js'
import { drainJobs } from '../helpers/jobs.js'
import { createPricedEvent } from '../helpers/priced-event.js'

/**
 * Issue 33: the budget and the contract show every priced line (rooms with days, rates and
 * courtesy; equipment; meals per person and per item; menus; room service; the stays), the
 * discounts, the summary's groups with their taxes and total, the payments with their status in
 * words, and the company's address and the customer's document, with no orphan separators.
 */
describe(`documents show what is priced (${testDbKind()})`, () => {
  let t: TestApp
  let a: ReturnType<typeof api>
  let admin: Tokens
  let event: Awaited<ReturnType<typeof createPricedEvent>>
  const templates: Record<string, number> = {}

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    const page = (await a.call('GET', '/events/template?size=50', admin)).json()
    for (const tpl of page.content) if (tpl.active) templates[tpl.type] ??= tpl.id
    event = await createPricedEvent(t.app, admin)
  })
  afterAll(() => t?.close())

  const text = async (documentType: string) => {
    const url = `/events/event/${event.id}/document`
    const res = await a.call('POST', url, admin, { documentType, template: { id: templates[documentType] } })
    expect(res.statusCode, res.body).toBe(202)
    await drainJobs(t.app)
    const file = await a.call('GET', `${url}/${res.json().id}/file`, admin)
    expect(file.statusCode, file.body).toBe(200)
    const pdf = (await new PDFParse({ data: new Uint8Array(file.rawPayload) }).getText()).text
    return { pdf, flat: pdf.replace(/\s+/g, ' ') }
  }

  it('agrees with the hand-reckoned total', async () => {
    const summary = (await a.call('GET', `/events/event/${event.id}/summary`, admin)).json()
    expect(summary.total).toBe(event.expectedTotal)
    expect(summary.total).toBe(4131.8)
  })

  it.each(['BUDGET', 'CONTRACT'])(
    'prints every line, the summary, the payments and both parties (%s)',
    async (type) => {
      const { flat } = await text(type)
      const person = (await a.call('GET', `/events/person/${event.customer.id}`, admin)).json()
      for (const shown of [
        // The room: 2 days at 1000, one a courtesy, plus the assembly: 2200 − 1000.
        event.names.room,
        'R$ 1.000,00',
        '1 (R$ 1.000,00)',
        'R$ 1.200,00',
        // Equipment: 4 × 50 × 3 days.
        event.names.projector,
        'R$ 50,00',
        'R$ 600,00',
        // Meals: once and per person, menus and room service per person.
        'Por item (valor único)',
        'Por pessoa',
        'R$ 300,00',
        'R$ 45,00',
        'R$ 540,00',
        'Almoço executivo',
        'R$ 350,00',
        'Água mineral',
        'R$ 20,00',
        // The stay: 2 rooms, 2 nights at 250.
        event.names.roomType,
        'R$ 250,00',
        // Discounts by area and on the total.
        'Desconto em equipamentos',
        'R$ 100,00',
        'Cortesia comercial',
        'R$ 50,00',
        // The summary's groups (taxes) and total, to the cent.
        'R$ 120,00',
        'R$ 1.320,00',
        'R$ 96,80',
        'R$ 1.306,80',
        'R$ 30,00',
        'R$ 1.030,00',
        'R$ 4.181,80',
        'R$ 4.131,80',
        // Payments with their status in words.
        'R$ 2.000,00',
        'Pago',
        'R$ 2.131,80',
        'Previsto',
        // The company's address and the customer's document and address.
        'Avenida Paulista, 1578',
        'São Paulo, SP, 01310-200',
        person.document,
        'Rua Augusta, 1500',
      ])
        expect(flat, shown).toContain(shown)
      expect(flat).not.toMatch(/\b(PAID|PROVIDED|PER_PERSON|PER_ITEM)\b/)
      expect(flat).not.toContain('{{')
      // No separator left orphan by an empty value: "Tipo: ·", "· ·", a line starting or ending with one.
      expect(flat).not.toMatch(/·\s*·|:\s*·/)
      expect(flat).not.toMatch(/^\s*·|·\s*$/)
    },
  )

  it('refuses to save a template with a placeholder its type cannot fill, naming it', async () => {
    const res = await a.call('POST', '/events/template/', admin, {
      name: `Orçamento com erro ${event.id}`,
      type: 'BUDGET',
      active: false,
      body: '<p>{{event.nme}} {{event.name}} {{beo.revision}}</p>',
    })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toMatchObject({
      message: 'documents.unknownPlaceholder',
      errors: [
        {
          field: 'body',
          message: 'documents.unknownPlaceholder',
          target: 'body',
          params: { placeholders: '{{event.nme}}, {{beo.revision}}' },
        },
      ],
    })
    const ok = await a.call('POST', '/events/template/', admin, {
      name: `BEO com revisão ${event.id}`,
      type: 'BEO',
      active: false,
      body: '<p>{{beo.revision}} {{event.name}}</p><p>{{table.summary}}</p>',
    })
    expect(ok.statusCode, ok.body).toBe(201)
  })
})
