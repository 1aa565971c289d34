import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../providers/testSession'
import { renderInAdmin } from '../../providers/testing'
import { addDays } from '../../../common/wire-dates'
import ChannelStockPage from './ChannelStockPage'
import type { RateNight, StockNight } from './api'
import { rateRuns } from './model'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.useRealTimers()
})
afterAll(() => server.close())
beforeEach(() => {
  signInForTest({ adminUser: true, type: 'ADMIN' })
  // Only the clock's date is fixed (the month shown first); timers stay real for msw and user-event.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2027, 2, 15, 12))
})

const luxo = { id: 3, name: 'Luxo', code: 'LX' }
const standard = { id: 5, name: 'Standard', code: 'ST' }

/** A tiny built-in channel: rooms per `typeId|night` (10 by default) and what is sold. */
function backend({ rates = [] as RateNight[] } = {}) {
  const rooms = new Map<string, number>([
    [`3|2027-03-10`, 4],
    [`5|2027-03-11`, 1],
  ])
  const sold = new Map<string, number>([
    [`3|2027-03-10`, 4],
    [`5|2027-03-11`, 3],
  ])
  const asked: string[] = []
  const puts: unknown[] = []
  const rows = (start: string, end: string, only?: number): StockNight[] => {
    const out: StockNight[] = []
    for (let d = start; d <= end; d = addDays(d, 1))
      for (const t of [luxo, standard]) {
        if (only !== undefined && t.id !== only) continue
        const r = rooms.get(`${t.id}|${d}`) ?? 10
        const s = sold.get(`${t.id}|${d}`) ?? 0
        out.push({ date: d, hostingUnitType: t, rooms: r, sold: s, available: Math.max(0, r - s) })
      }
    return out
  }
  server.use(
    route.get('*/events/configuration', () => HttpResponse.json([])),
    route.get('*/events/currency-company/active', () =>
      HttpResponse.json([
        { isoCode: 'BRL', symbol: 'R$', main: false },
        { isoCode: 'USD', symbol: 'US$', main: true },
      ]),
    ),
    route.get('*/events/channel-integration/local/stock', ({ request }) => {
      const q = new URL(request.url).searchParams
      asked.push(`${q.get('startDate')}..${q.get('endDate')}`)
      return HttpResponse.json(rows(q.get('startDate')!, q.get('endDate')!))
    }),
    route.get('*/events/channel-integration/local/rates', () => HttpResponse.json(rates)),
    route.put('*/events/channel-integration/local/stock', async ({ request }) => {
      const body = (await request.json()) as {
        hostingUnitType: { id: number }
        startDate: string
        endDate: string
        rooms: number
      }
      puts.push(body)
      for (let d = body.startDate; d <= body.endDate; d = addDays(d, 1))
        rooms.set(`${body.hostingUnitType.id}|${d}`, body.rooms)
      return HttpResponse.json(rows(body.startDate, body.endDate, body.hostingUnitType.id))
    }),
  )
  return { asked, puts }
}

const grid = () => screen.findByRole('table', { name: 'Estoque do canal por noite e tipo de UH' })
const stockForm = () => screen.getByRole('form', { name: 'Definir estoque' })
const ratesForm = () => screen.getByRole('form', { name: 'Definir tarifas' })

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  label: RegExp,
  option: string,
) {
  await user.click(within(form).getByRole('combobox', { name: label }))
  await user.click(await screen.findByRole('option', { name: option }))
}

const typeDate = (form: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(form).getByRole('textbox', { name: label }), { target: { value } })

describe('ChannelStockPage', { timeout: 30_000 }, () => {
  it('shows the month of rooms, sold and left per night and type, marks sold-out and oversold nights, and moves by month', async () => {
    const { asked } = backend({
      rates: [
        ...['2027-03-01', '2027-03-02', '2027-03-03'].map((date) => ({
          date,
          hostingUnitType: luxo,
          paxAmount: 2,
          paxType: 'ADULT' as const,
          currency: 'BRL',
          value: 412.5,
        })),
        {
          date: '2027-03-04',
          hostingUnitType: luxo,
          paxAmount: 2,
          paxType: 'ADULT',
          currency: 'BRL',
          value: 450,
        },
      ],
    })
    const user = userEvent.setup({ delay: null })
    renderInAdmin(<ChannelStockPage />)
    const table = await grid()
    expect(asked).toEqual(['2027-03-01..2027-03-31'])
    expect(screen.getByRole('status').textContent).toBe('01/03/2027 a 31/03/2027')
    const rows = within(table).getAllByRole('row')
    expect(rows[0].textContent).toBe('NoiteLuxoStandard')
    expect(rows).toHaveLength(32)
    expect(
      within(rows[1])
        .getAllByRole('button')
        .map((b) => b.textContent?.trim()),
    ).toEqual([
      'Luxo 01/03/2027: Livres: 10 de 10 Vendidos: 0',
      'Standard 01/03/2027: Livres: 10 de 10 Vendidos: 0',
    ])
    // 10/03: all four Luxo rooms sold (red, "Esgotado"); 11/03: Standard cut to 1 room under 3 sold.
    const soldOut = within(table).getByRole('button', {
      name: 'Luxo 10/03/2027: Livres: 0 de 4 Vendidos: 4 Esgotado',
    })
    expect(getComputedStyle(soldOut.closest('td')!).backgroundColor).toBe('rgb(239, 154, 154)')
    const oversold = within(table).getByRole('button', {
      name: 'Standard 11/03/2027: Livres: 0 de 1 Vendidos: 3 Estoque abaixo do vendido (2 a mais)',
    })
    expect(oversold.textContent).toContain('Estoque abaixo do vendido (2 a mais)')
    expect(getComputedStyle(oversold.closest('td')!).backgroundColor).toBe('rgb(255, 204, 128)')
    const open = within(table).getByRole('button', {
      name: 'Standard 10/03/2027: Livres: 10 de 10 Vendidos: 0',
    })
    expect(getComputedStyle(open.closest('td')!).backgroundColor).toBe('rgba(0, 0, 0, 0)')

    // The month's prices: one line per run of nights at the same price.
    const rates = screen.getByRole('table', { name: 'Tarifas do canal no mês' })
    expect(
      within(rates)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'Tipo de UHDe (noite)Até (noite)PaxTipo de paxMoedaValor da diária',
      'Luxo01/03/202703/03/20272AdultoBRL412,50',
      'Luxo04/03/202704/03/20272AdultoBRL450,00',
    ])

    // A cell fills the stock form with its type, night and rooms.
    await user.click(oversold)
    const form = stockForm()
    expect(within(form).getByRole('combobox', { name: /^Tipo de UH/ }).textContent).toBe('Standard')
    expect((within(form).getByRole('textbox', { name: /^De \(noite\)/ }) as HTMLInputElement).value).toBe(
      '11/03/2027',
    )
    expect(
      (within(form).getByRole('spinbutton', { name: /^Quartos à venda/ }) as HTMLInputElement).value,
    ).toBe('1')

    await user.click(screen.getByRole('button', { name: 'Próximo mês' }))
    await waitFor(() => expect(asked.at(-1)).toBe('2027-04-01..2027-04-30'))
    expect(screen.getByRole('status').textContent).toBe('01/04/2027 a 30/04/2027')
    await waitFor(async () => expect(within(await grid()).getAllByRole('row')).toHaveLength(31))
    await user.click(screen.getByRole('button', { name: 'Mês anterior' }))
    await user.click(screen.getByRole('button', { name: 'Mês anterior' }))
    await waitFor(() => expect(asked.at(-1)).toBe('2027-02-01..2027-02-28'))
  })

  it('sets stock: sends the type, nights and rooms, then shows the new figures in the grid', async () => {
    const { asked, puts } = backend()
    const user = userEvent.setup({ delay: null })
    renderInAdmin(<ChannelStockPage />)
    await grid()
    const form = stockForm()
    await choose(user, form, /^Tipo de UH/, 'Luxo')
    typeDate(form, /^De \(noite\)/, '20/03/2027')
    typeDate(form, /^Até \(noite\)/, '22/03/2027')
    fireEvent.change(within(form).getByRole('spinbutton', { name: /^Quartos à venda/ }), {
      target: { value: '7' },
    })
    await user.click(within(form).getByRole('button', { name: 'Salvar estoque' }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]).toEqual({
      hostingUnitType: { id: 3 },
      startDate: '2027-03-20',
      endDate: '2027-03-22',
      rooms: 7,
    })
    expect(await screen.findByText('Estoque de Luxo salvo em 3 noites')).toBeTruthy()
    await waitFor(() => expect(asked).toHaveLength(2))
    const table = await grid()
    for (const day of ['20', '21', '22'])
      expect(
        await within(table).findByRole('button', {
          name: `Luxo ${day}/03/2027: Livres: 7 de 7 Vendidos: 0`,
        }),
      ).toBeTruthy()
    expect(
      within(table).getByRole('button', { name: 'Luxo 23/03/2027: Livres: 10 de 10 Vendidos: 0' }),
    ).toBeTruthy()
  })

  it("puts the server's field errors under their fields, and says what is missing before sending", async () => {
    const { puts } = backend()
    server.use(
      route.put('*/events/channel-integration/local/stock', () =>
        HttpResponse.json(
          {
            status: 400,
            message: 'accommodation.periodOverMonth',
            errors: [{ field: 'endDate', message: 'accommodation.periodOverMonth', target: 'endDate' }],
          },
          { status: 400 },
        ),
      ),
      route.put('*/events/channel-integration/local/rates', () =>
        HttpResponse.json(
          {
            status: 400,
            message: 'error.invalidValue',
            errors: [
              { field: 'currency', message: 'error.invalidValue', target: 'currency' },
              { field: 'hostingUnitType', message: 'error.invalidReference', target: 'hostingUnitType' },
            ],
          },
          { status: 400 },
        ),
      ),
    )
    const user = userEvent.setup({ delay: null })
    renderInAdmin(<ChannelStockPage />)
    await grid()
    const form = stockForm()
    // Nothing chosen: the form says so on the type and the rooms, and sends nothing.
    await user.click(within(form).getByRole('button', { name: 'Salvar estoque' }))
    expect(
      within(form)
        .getByRole('combobox', { name: /^Tipo de UH/ })
        .getAttribute('aria-invalid'),
    ).toBe('true')
    expect(within(form).getByText('Tipo de UH deve ser informado')).toBeTruthy()
    expect(
      within(form).getByRole('spinbutton', {
        name: /^Quartos à venda/,
        description: 'Quartos à venda deve ser informado',
      }),
    ).toBeTruthy()
    expect(puts).toHaveLength(0)

    await choose(user, form, /^Tipo de UH/, 'Standard')
    typeDate(form, /^De \(noite\)/, '01/03/2027')
    typeDate(form, /^Até \(noite\)/, '15/04/2027')
    fireEvent.change(within(form).getByRole('spinbutton', { name: /^Quartos à venda/ }), {
      target: { value: '5' },
    })
    await user.click(within(form).getByRole('button', { name: 'Salvar estoque' }))
    expect(
      await within(form).findByRole('textbox', {
        name: /^Até \(noite\)/,
        description: 'O período pode ter no máximo um mês.',
      }),
    ).toBeTruthy()
    expect(within(form).queryByText('Quartos à venda deve ser informado')).toBeNull()

    // The rates form: currency defaults to the main one; refusals land on currency and type.
    const rates = ratesForm()
    const currency = within(rates).getByRole('textbox', { name: /^Moeda/ }) as HTMLInputElement
    await waitFor(() => expect(currency.value).toBe('USD'))
    await choose(user, rates, /^Tipo de UH/, 'Luxo')
    fireEvent.change(within(rates).getByRole('spinbutton', { name: /^Valor da diária/ }), {
      target: { value: '300' },
    })
    await user.click(within(rates).getByRole('button', { name: 'Salvar tarifas' }))
    expect(
      await within(rates).findByRole('textbox', { name: /^Moeda/, description: 'Valor inválido' }),
    ).toBeTruthy()
    expect(within(rates).getByText('O registro escolhido em Tipo de UH não existe')).toBeTruthy()
  })

  it("sets rates with the main currency and shows the month's new price list", async () => {
    let rates: RateNight[] = []
    const bodies: unknown[] = []
    backend()
    server.use(
      route.get('*/events/channel-integration/local/rates', () => HttpResponse.json(rates)),
      route.put('*/events/channel-integration/local/rates', async ({ request }) => {
        const b = (await request.json()) as Omit<RateNight, 'date' | 'hostingUnitType'> & {
          startDate: string
          endDate: string
        }
        bodies.push(b)
        rates = [b.startDate, b.endDate].map((date) => ({
          date,
          hostingUnitType: standard,
          paxAmount: b.paxAmount,
          paxType: b.paxType,
          currency: b.currency,
          value: b.value,
        }))
        return HttpResponse.json(rates)
      }),
    )
    const user = userEvent.setup({ delay: null })
    renderInAdmin(<ChannelStockPage />)
    expect(await screen.findByText('Nenhuma tarifa definida neste mês.')).toBeTruthy()
    await grid()
    const form = ratesForm()
    await waitFor(() =>
      expect((within(form).getByRole('textbox', { name: /^Moeda/ }) as HTMLInputElement).value).toBe('USD'),
    )
    await choose(user, form, /^Tipo de UH/, 'Standard')
    typeDate(form, /^De \(noite\)/, '05/03/2027')
    typeDate(form, /^Até \(noite\)/, '06/03/2027')
    await choose(user, form, /^Pax/, '3')
    await choose(user, form, /^Tipo de pax/, 'Ambos')
    fireEvent.change(within(form).getByRole('spinbutton', { name: /^Valor da diária/ }), {
      target: { value: '199.9' },
    })
    await user.click(within(form).getByRole('button', { name: 'Salvar tarifas' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toEqual({
      hostingUnitType: { id: 5 },
      startDate: '2027-03-05',
      endDate: '2027-03-06',
      paxAmount: 3,
      paxType: 'BOTH',
      currency: 'USD',
      value: 199.9,
    })
    const table = await screen.findByRole('table', { name: 'Tarifas do canal no mês' })
    expect(within(table).getAllByRole('row')[1].textContent).toBe(
      'Standard05/03/202706/03/20273AmbosUSD199,90',
    )
  })
})

describe('rateRuns', () => {
  it('breaks a run where the price, the pax or a night changes', () => {
    const r = (date: string, value: number, paxAmount = 2): RateNight => ({
      date,
      hostingUnitType: luxo,
      paxAmount,
      paxType: 'ADULT',
      currency: 'BRL',
      value,
    })
    const runs = rateRuns([
      r('2027-03-03', 100),
      r('2027-03-01', 100),
      r('2027-03-02', 100),
      r('2027-03-05', 100),
      r('2027-03-02', 90, 1),
    ])
    expect(runs.map((x) => `${x.paxAmount} ${x.from}..${x.to} ${x.value}`)).toEqual([
      '1 2027-03-02..2027-03-02 90',
      '2 2027-03-01..2027-03-03 100',
      '2 2027-03-05..2027-03-05 100',
    ])
  })
})
