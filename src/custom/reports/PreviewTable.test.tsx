import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import polyglotI18nProvider from 'ra-i18n-polyglot'
import { I18nContextProvider } from 'react-admin'
import ptBR from '../../../locales/pt-BR.json'
import enUs from '../../../locales/en-us.json'
import PreviewTable from './PreviewTable'
import type { ReportData } from './types'

const data: ReportData = {
  rows: [
    {
      code: 7,
      startDate: '2026-11-26T18:00:00',
      checkIn: '2026-12-09',
      people: 1000,
      value: 2200,
      total: 15300.5,
      currency: 'BRL',
      converted: 100,
      main: 'USD',
      quotation: 5.1234,
      situation: 'NEGOTIATION',
      requesterSituation: 'ACTIVE',
      blocking: true,
      month: '2026-12',
    },
  ],
  total: 1,
  chart: { type: 'BAR', labels: [], series: [] },
  columns: [
    { key: 'code', kind: 'number' },
    { key: 'startDate', kind: 'date' },
    { key: 'checkIn', kind: 'date' },
    { key: 'people', kind: 'number' },
    { key: 'value', kind: 'money' },
    { key: 'total', kind: 'money' },
    { key: 'converted', kind: 'money', currency: 'main' },
    { key: 'quotation', kind: 'number', decimals: 4 },
    { key: 'situation', kind: 'situation' },
    { key: 'requesterSituation', kind: 'text', words: 'events.requesters.situations' },
    { key: 'blocking', kind: 'boolean' },
    // A month the rows are grouped by (lost business, pace): named as the chart names it.
    { key: 'month', kind: 'text' },
  ],
}

function cells(locale: 'pt-BR' | 'en-us') {
  const messages = locale === 'pt-BR' ? ptBR : enUs
  const view = render(
    <I18nContextProvider value={polyglotI18nProvider(() => messages, locale, [], { allowMissing: true })}>
      <PreviewTable data={data} />
    </I18nContextProvider>,
  )
  const table = screen.getByRole('table')
  const out = within(table)
    .getAllByRole('cell')
    .map((c) => (c.textContent ?? '').replace(/\u00a0/g, ' '))
  view.unmount()
  return out
}

describe('PreviewTable', () => {
  it('writes numbers, money in the row currency, dates and words as the reader reads them (pt-BR)', () => {
    expect(cells('pt-BR')).toEqual([
      '7',
      '26/11/2026 18:00',
      '09/12/2026',
      '1.000',
      'R$ 2.200,00',
      'R$ 15.300,50',
      'US$ 100,00',
      '5,1234',
      'Em negociação',
      'Ativo',
      'Sim',
      'dez. de 2026',
    ])
  })

  it('the same row in English: separators, symbols and words change, never a code or toFixed', () => {
    expect(cells('en-us')).toEqual([
      '7',
      '26/11/2026 18:00',
      '09/12/2026',
      '1,000',
      'R$ 2,200.00',
      'R$ 15,300.50',
      '$ 100.00',
      '5.1234',
      'Negotiation',
      'Active',
      'Yes',
      'Dec 2026',
    ])
  })
})
