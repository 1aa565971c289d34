import { describe, expect, it } from 'vitest'
import { fillText } from './fill-text.js'
import { fillTemplate } from './fill.js'
import { sanitiseHtml, serialiseHtml } from './html.js'
import { demoTemplates } from '../seed/templates.js'

const values = { a: 'A', b: '', c: 'C', empty: '', other: '' }
const fill = (html: string, v: Record<string, string> = values) =>
  serialiseHtml(fillTemplate(sanitiseHtml(html).nodes, { values: v, tables: {} }, (k) => k))

describe('filling text with empty values (issue 33: no "Tipo: ·" nor "··")', () => {
  it.each([
    ['{{a}} · {{b}} · {{c}}', 'A · C'],
    ['{{b}} · {{a}} · {{c}}', 'A · C'],
    ['{{a}} · {{c}} · {{b}}', 'A · C'],
    ['{{a}} · {{b}} · {{empty}} · {{c}}', 'A · C'],
    ['{{a}} · {{b}} · {{empty}}', 'A'],
    ['{{b}} · {{empty}} · {{c}}', 'C'],
    ['{{a}}, {{b}}, {{c}}', 'A, C'],
    ['Rua {{a}}, {{b}}.', 'Rua A.'],
    ['Tipo: {{b}} · Público: {{c}}', 'Tipo: Público: C'],
    ['Tipo:{{b}} · Público', 'Tipo: Público'],
    ['{{a}} · {{nope}}', 'A · {{nope}}'],
  ])('%s → %s', (text, expected) => {
    expect(fillText(text, values)).toBe(expected)
  })

  it('leaves the text of filled values and of no placeholder as written', () => {
    expect(fillText('  {{a}} · texto, vírgula  ', values)).toBe('  A · texto, vírgula  ')
  })

  it('leaves out a line that shows only labels of empty values, and a block left with none', () => {
    expect(fill('<p><strong>Tipo:</strong> {{b}}<br>Cliente: {{a}}<br>Contato: {{b}} · {{empty}}</p>')).toBe(
      '<p>Cliente: A</p>',
    )
    expect(fill('<p>Antes</p><p><em>Fone:</em> {{b}}</p><h3>{{empty}}</h3><p>Depois</p>')).toBe(
      '<p>Antes</p><p>Depois</p>',
    )
    // A line the author wrote without placeholders stays, and so does one with an unknown key.
    expect(fill('<p>Assinatura<br>{{b}}<br>{{nope}}</p>')).toBe('<p>Assinatura<br>{{nope}}</p>')
    expect(fill('<p>{{b}} · {{a}}</p>')).toBe('<p>A</p>')
  })

  it.each(demoTemplates.map((t) => [t.name, t.body]))(
    'the demo template "%s" has no orphan separator when every value is empty',
    (_name, body) => {
      const keys = [...body.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1])
      const text = fill(body, Object.fromEntries(keys.map((k) => [k, ''])))
      expect(text).not.toMatch(/·\s*(·|<|$)/)
      expect(text).not.toMatch(/(>|^)\s*·/)
      expect(text).not.toMatch(/:\s*·/)
    },
  )
})
