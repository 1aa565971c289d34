import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { ResourceContextProvider } from 'react-admin'
import { signInForTest } from '../../providers/testSession'
import { renderInAdmin } from '../../providers/testing'
import ReportPage from './ReportPage'
import type { ReportData } from './types'

// jsdom measures nothing; the charts only need the observer to exist.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest({}, ['REPORT_EVENT']))

const answer: ReportData = {
  rows: [
    {
      code: 12,
      name: 'Casamento Premium',
      situation: 'CONFIRMED',
      startDate: '2026-11-26T18:00:00',
      waitList: false,
    },
  ],
  total: 1,
  chart: {
    type: 'BAR',
    labels: ['2026-11'],
    series: [{ id: 'CONFIRMED', label: 'Confirmado', data: [1] }],
  },
  columns: [
    { key: 'code', kind: 'number' },
    { key: 'name', kind: 'text' },
    { key: 'situation', kind: 'situation' },
    { key: 'startDate', kind: 'date' },
    { key: 'waitList', kind: 'boolean' },
  ],
}

function backend(data: () => Response) {
  const asked: Record<string, unknown>[] = []
  server.use(
    route.post('*/events/report/event/data', async ({ request }) => {
      asked.push((await request.json()) as Record<string, unknown>)
      return data()
    }),
    route.post('*/events/report/event', async ({ request }) => {
      asked.push((await request.json()) as Record<string, unknown>)
      return HttpResponse.json({ reference: 'r-1', status: 'GENERATING' }, { status: 202 })
    }),
    route.get('*/events/report', () => HttpResponse.json({ content: [], totalElements: 0 })),
  )
  return asked
}

const renderPage = () =>
  renderInAdmin(
    <ResourceContextProvider value="report/event">
      <ReportPage />
    </ResourceContextProvider>,
  )

describe('ReportPage', () => {
  it('previews the rows with the answer columns, then asks for the file with the options', async () => {
    const asked = backend(() => HttpResponse.json(answer))
    renderPage()
    const table = await screen.findByRole('table', { name: 'Prévia do relatório' }, { timeout: 5000 })
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent)
    expect(cells).toEqual(['12', 'Casamento Premium', 'Confirmado', '26/11/2026 18:00', 'Não'])
    expect(screen.getByText('Mostrando 1 de 1 linhas')).toBeTruthy()
    expect(screen.getByTestId('report-chart')).toBeTruthy()
    // The app's language goes with the options, so the chart's words follow it, not the browser's.
    expect(asked[0]).toMatchObject({
      dateParameter: 'PERIOD',
      orderBy: 'START_DATE',
      chartType: 'BAR',
      language: 'pt-BR',
    })

    await userEvent.click(screen.getByRole('checkbox', { name: 'Somente lista de espera' }))
    await userEvent.click(screen.getByRole('button', { name: 'Visualizar' }))
    await userEvent.click(screen.getByRole('button', { name: 'Gerar arquivo' }))
    await screen.findByText(/Relatório solicitado/, {}, { timeout: 5000 })
    expect(asked.at(-1)).toMatchObject({ format: 'XLSX', waitlistOnly: true, language: 'pt-BR' })
    // The cancellation option belongs to another report.
    expect(screen.queryByRole('checkbox', { name: 'Mostrar motivos de cancelamento' })).toBeNull()
  })

  it("the period's dates are the app's DD/MM/AAAA widget, not the browser's own; only whole dates are sent", async () => {
    const asked = backend(() => HttpResponse.json(answer))
    renderPage()
    await screen.findByRole('table', { name: 'Prévia do relatório' }, { timeout: 5000 })
    const start = screen.getByRole('textbox', { name: 'Data inicial' })
    expect(start.getAttribute('placeholder')).toBe('DD/MM/AAAA')
    expect(screen.getByRole('button', { name: 'Abrir o calendário de Data inicial' })).toBeTruthy()
    await userEvent.type(start, '01112026')
    expect((start as HTMLInputElement).value).toBe('01/11/2026')
    // Half a date leaves that end open instead of sending text the server refuses.
    await userEvent.type(screen.getByRole('textbox', { name: 'Data final' }), '3011')
    await userEvent.click(screen.getByRole('button', { name: 'Visualizar' }))
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ startDate: '2026-11-01' }))
    expect(asked.at(-1)).not.toHaveProperty('endDate')
  })

  it('the conversion chart is grouped by origin, event type or coordinator, as the reader chooses', async () => {
    signInForTest({}, ['REPORT_CONVERSION'])
    const row = (dimension: string, group: string, enquiries: number, confirmations: number) => ({
      dimension,
      group,
      enquiries,
      confirmations,
      rate: Math.round((confirmations * 1000) / enquiries) / 10,
      medianDays: 3,
    })
    const conversion: ReportData = {
      rows: [
        row('ORIGIN', 'Não informado', 15, 11),
        row('EVENT_TYPE', 'Casamento', 9, 8),
        row('EVENT_TYPE', 'Corporativo', 6, 3),
        row('COORDINATOR', 'ana@eventdesk.test', 15, 11),
      ],
      total: 4,
      chart: {
        type: 'BAR',
        labels: ['Não informado'],
        series: [
          { id: 'enquiries', label: 'Consultas', data: [15] },
          { id: 'confirmations', label: 'Confirmações', data: [11] },
        ],
      },
      columns: [
        { key: 'dimension', kind: 'text', words: 'report.dimension' },
        { key: 'group', kind: 'text' },
        { key: 'enquiries', kind: 'number' },
        { key: 'confirmations', kind: 'number' },
        { key: 'rate', kind: 'number', decimals: 1 },
        { key: 'medianDays', kind: 'number', decimals: 1 },
      ],
    }
    server.use(
      route.post('*/events/report/conversion/data', () => HttpResponse.json(conversion)),
      route.get('*/events/report', () => HttpResponse.json({ content: [], totalElements: 0 })),
    )
    renderInAdmin(
      <ResourceContextProvider value="report/conversion">
        <ReportPage />
      </ResourceContextProvider>,
    )
    const chart = await screen.findByTestId('report-chart', {}, { timeout: 5000 })
    const ticks = () => [...chart.querySelectorAll('svg text')].map((t) => t.textContent)
    expect(ticks()).toContain('Não informado')
    await userEvent.click(within(chart).getByRole('combobox', { name: 'Agrupar o gráfico por' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Tipo de evento' }))
    await waitFor(() => expect(ticks()).toEqual(expect.arrayContaining(['Casamento', 'Corporativo'])))
    expect(ticks()).not.toContain('Não informado')
  })

  it('shows the panels of a dashboard report, each chart under its own heading', async () => {
    backend(() =>
      HttpResponse.json({
        ...answer,
        panels: [
          { id: 'origin', title: 'Eventos por origem', chart: { ...answer.chart, type: 'PIE' } },
          { id: 'eventType', title: 'Eventos por tipo de evento', chart: answer.chart },
        ],
      }),
    )
    renderPage()
    const origin = await screen.findByRole('region', { name: 'Eventos por origem' }, { timeout: 5000 })
    expect(within(origin).getByRole('heading', { name: 'Eventos por origem' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Eventos por tipo de evento' })).toBeTruthy()
  })

  it('says when nothing matches and when the server fails', async () => {
    backend(() => HttpResponse.json({ ...answer, rows: [], total: 0 }))
    const { unmount } = renderPage()
    await screen.findByText('Nenhum registro para estas opções', {}, { timeout: 5000 })
    unmount()
    backend(() => HttpResponse.json({ message: 'report.endBeforeStart' }, { status: 400 }))
    renderPage()
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBeTruthy()
  })
})
