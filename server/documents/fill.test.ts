import { describe, expect, it } from 'vitest'
import { PDFParse } from 'pdf-parse'
import { sanitiseHtml } from './html.js'
import { fillTemplate } from './fill.js'
import { renderPdf } from './pdf.js'
import type { FillData } from './placeholders.js'
import { demoTemplates } from '../seed/templates.js'

const data: FillData = {
  values: {
    'event.name': 'Congresso de Cardiologia',
    'customer.name': 'Açúcar & Cia',
    'totals.total': 'R$ 12.345,60',
  },
  tables: {
    'table.environments': {
      columns: ['documents.columns.environment', 'documents.columns.total'],
      rows: [['Salão Nobre', 'R$ 10.000,00']],
      numeric: [1],
    },
  },
}
const words = (key: string) =>
  ({ 'documents.columns.environment': 'Espaço', 'documents.columns.total': 'Total' })[key] ?? key

describe('filling a template', () => {
  it('puts values in the text, a table in place of its placeholder and keeps unknown keys visible', () => {
    const { nodes } = sanitiseHtml(
      '<p>Evento: <strong>{{event.name}}</strong> {{nope}}</p><p> {{table.environments}} </p><p>{{establishment.logo}}</p>',
    )
    expect(fillTemplate(nodes, data, words)).toEqual([
      {
        tag: 'p',
        attrs: {},
        children: [
          { text: 'Evento: ' },
          { tag: 'strong', attrs: {}, children: [{ text: 'Congresso de Cardiologia' }] },
          { text: ' {{nope}}' },
        ],
      },
      {
        tag: 'table',
        attrs: {},
        children: [
          {
            tag: 'thead',
            attrs: {},
            children: [
              {
                tag: 'tr',
                attrs: {},
                children: [
                  { tag: 'th', attrs: {}, children: [{ text: 'Espaço' }] },
                  { tag: 'th', attrs: { style: 'text-align: right' }, children: [{ text: 'Total' }] },
                ],
              },
            ],
          },
          {
            tag: 'tbody',
            attrs: {},
            children: [
              {
                tag: 'tr',
                attrs: {},
                children: [
                  { tag: 'td', attrs: {}, children: [{ text: 'Salão Nobre' }] },
                  { tag: 'td', attrs: { style: 'text-align: right' }, children: [{ text: 'R$ 10.000,00' }] },
                ],
              },
            ],
          },
        ],
      },
    ])
  })

  it('renders a PDF whose text holds the filled values', async () => {
    const { nodes } = sanitiseHtml(
      '<h1>Orçamento</h1><p>Cliente: {{customer.name}}</p><p>{{table.environments}}</p><ul><li>Total: {{totals.total}}</li></ul>',
    )
    const pdf = await renderPdf([fillTemplate(nodes, data, words)], { size: 'A4', title: 'x' })
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const { text } = await new PDFParse({ data: new Uint8Array(pdf) }).getText()
    expect(text).toContain('Orçamento')
    expect(text).toContain('Cliente: Açúcar & Cia')
    expect(text).toContain('Salão Nobre')
    expect(text).toContain('R$ 12.345,60')
  })
  it.each(demoTemplates.map((t) => [t.name, t.body]))(
    'renders the seeded template "%s" (tables with their whitespace between rows)',
    async (_name, body) => {
      const pdf = await renderPdf([fillTemplate(sanitiseHtml(body).nodes, data, words)], {
        size: 'A4',
        title: 'x',
      })
      const { text } = await new PDFParse({ data: new Uint8Array(pdf) }).getText()
      expect(text).toMatch(/\S/)
    },
  )
})
