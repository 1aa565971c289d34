import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../providers/testSession'
import { renderInAdmin } from '../../providers/testing'
import Dashboard from '.'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const data = {
  inProgress: 2,
  awaitingStart: { all: 9, next7: 1, next30: 4 },
  confirmationExpiring: {
    today: { all: 1, waitList: 0, negotiation: 1 },
    next7: { all: 3, waitList: 1, negotiation: 2 },
    next30: { all: 5, waitList: 2, negotiation: 3 },
  },
  created: { today: 1, last7: 6, last30: 14 },
  nextEvents: [
    {
      id: 31,
      version: 1,
      name: 'Lançamento de produto',
      startDate: '2027-01-05T19:00:00',
      endDate: '2027-01-05T22:00:00',
      situation: 'CONFIRMED',
      customer: { id: 2, name: 'Construtora Horizonte Ltda.' },
    },
  ],
  perSituation: [
    { situation: 'CONFIRMED', events: 9 },
    { situation: 'NEGOTIATION', events: 3 },
    { situation: 'CANCELED', events: 0 },
  ],
  occupancy: Array.from({ length: 30 }, (_, i) => ({
    date: `2027-01-${String(i + 1).padStart(2, '0')}`,
    booked: i === 4 ? 7 : 2,
    held: 1,
    total: 12,
  })),
  revenue: {
    currency: { id: 1, isoCode: 'BRL', symbol: 'R$' },
    confirmed: { events: 3, total: 125400.5 },
    pipeline: { events: 1, total: 8990 },
  },
}

/** "label value" of each bar of the widget whose heading is `title`. */
const bars = (title: string) => {
  const card = screen.getByRole('heading', { name: title }).parentElement as HTMLElement
  return within(card)
    .getAllByRole('listitem')
    .map((li) => li.textContent)
}

describe('Dashboard', () => {
  beforeEach(() => server.use(route.get('*/events/configuration', () => HttpResponse.json([]))))

  it('shows the widgets of §2 from the dashboard call', async () => {
    signInForTest({}, ['EVENT'])
    // The answer waits until the loading placeholder has been seen.
    let answer = () => {}
    const held = new Promise<void>((resolve) => (answer = resolve))
    server.use(route.get('*/events/event/dashboard', async () => (await held, HttpResponse.json(data))))
    renderInAdmin(<Dashboard />)
    // While loading, the placeholder is a named progress bar (a bare aria-label on a span is not read).
    expect(await screen.findByRole('progressbar', { name: 'Carregando o painel…' })).toBeTruthy()
    answer()
    expect(await screen.findByRole('heading', { name: 'Eventos em andamento' })).toBeTruthy()
    expect(
      (screen.getByRole('heading', { name: 'Eventos em andamento' }).parentElement as HTMLElement)
        .textContent,
    ).toBe('Eventos em andamento2')
    expect(bars('Eventos aguardando início')).toEqual(['Todos9', 'Próximos 7 dias1', 'Próximos 30 dias4'])
    expect(bars('Eventos criados')).toEqual(['Hoje1', 'Últimos 7 dias6', 'Últimos 30 dias14'])
    expect(
      screen.getByRole('list', { name: 'Data de confirmação vencendo: Próximos 7 dias' }).textContent,
    ).toBe('Todos3Em negociação2Lista de espera1')
    // Revenue ahead: the summaries' totals in the main currency, in the reader's format.
    const revenue = screen.getByRole('heading', { name: 'Receita dos próximos 30 dias' })
      .parentElement as HTMLElement
    expect(revenue.textContent?.replace(/\s/g, ' ')).toBe(
      'Receita dos próximos 30 diasConfirmadosR$ 125.400,503 eventos' +
        'Em aberto (novos, em negociação e lista de espera)R$ 8.990,001 evento',
    )
    const next = screen.getByRole('link', { name: /Lançamento de produto/ })
    expect(next.getAttribute('href')).toBe('/event/31/edit')
    expect(next.textContent).toContain('05/01/2027 19:00')
    expect(within(next).getByText('Confirmado')).toBeTruthy()
    // Each next event is an item of its list, not a bare link inside the <ul>.
    expect(next.parentElement?.tagName).toBe('LI')
    // The charts (a lazy chunk): situations in words for screen readers, occupancy summed up.
    const pie = await screen.findByRole('list', { name: 'Eventos por situação' })
    expect(
      within(pie)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Confirmado: 9 · 75%', 'Em negociação: 3 · 25%'])
    // The pie's own legend says the values too, not only the names (issue 49).
    const pieCard = screen.getByRole('heading', { name: 'Eventos por situação' }).parentElement as HTMLElement
    const legend = [...pieCard.querySelectorAll('.MuiChartsLegend-root li')].map((li) => li.textContent)
    expect(legend).toEqual(['Confirmado: 9 · 75%', 'Em negociação: 3 · 25%'])
    expect(
      await screen.findByText('2 de 12 ambientes reservados hoje; pico de 7 em 05/01/2027.'),
    ).toBeTruthy()
  })

  it("asks for the sales widgets only with their reports: a coordinator's load gets no 403", async () => {
    let sales = 0
    server.use(
      route.get('*/events/event/dashboard', () => HttpResponse.json(data)),
      route.get('*/events/dashboard/sales', () => {
        sales++
        return HttpResponse.json({
          currency: { id: 1, isoCode: 'BRL', symbol: 'R$' },
          pace: null,
          lost: { enquiries: 2, estimatedRevenue: 29850 },
        })
      }),
    )
    signInForTest({}, ['EVENT'])
    const { unmount } = renderInAdmin(<Dashboard />)
    expect(await screen.findByRole('heading', { name: 'Eventos em andamento' })).toBeTruthy()
    await screen.findByRole('list', { name: 'Eventos por situação' })
    expect(sales).toBe(0)
    unmount()
    signInForTest({}, ['EVENT', 'REPORT_LOST_BUSINESS'])
    renderInAdmin(<Dashboard />)
    expect(await screen.findByText(/R\$\s29\.850,00/)).toBeTruthy()
    expect(sales).toBe(1)
  })

  it('without the EVENT feature it is the welcome card, and asks the server nothing', async () => {
    signInForTest({}, ['PERSON'])
    let asked = 0
    server.use(
      route.get('*/events/event/dashboard', () =>
        HttpResponse.json(data, { headers: { 'x-asked': String(++asked) } }),
      ),
    )
    renderInAdmin(<Dashboard />)
    expect(await screen.findByText(/Bem-vindo a/)).toBeTruthy()
    expect(asked).toBe(0)
  })
})
