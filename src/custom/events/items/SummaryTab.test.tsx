import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { loadLocale } from '../../../i18n/messages'
import { signInForTest } from '../../../providers/testSession'
import { renderInAdmin } from '../../../providers/testing'
import { setWindowWidth } from '../list/windowWidth'
import SummaryTab from './SummaryTab'
import type { Summary } from './summaryShape'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest())

const summary: Summary = {
  eventVersion: 4,
  groups: { environment: { gross: 3000, courtesy: 0, discount: 100, net: 2900, tax: 290, total: 3190 } },
  subtotal: 3190,
  totalDiscount: 90,
  total: 3100,
}

describe('SummaryTab', { timeout: 30_000 }, () => {
  it('saves the responsibles with their billed groups and the payment responsible, with the event version', async () => {
    const bodies: Record<string, unknown>[] = []
    server.use(
      route.get('*/events/currency-company/active', () => HttpResponse.json([])),
      route.get('*/events/event/12/summary', () => HttpResponse.json(summary)),
      route.get('*/events/configuration', () => HttpResponse.json([])),
      route.get('*/events/person/autocomplete', () =>
        HttpResponse.json({
          content: [{ id: 4, name: 'Ana Prado' }],
          totalElements: 1,
          totalPages: 1,
          number: 0,
          size: 20,
        }),
      ),
      route.put('*/events/event/summary/save', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        bodies.push(body)
        return HttpResponse.json({
          ...summary,
          eventVersion: 5,
          summaryResponsibles: [{ person: { id: 4, name: 'Ana Prado' }, environment: true }],
        })
      }),
    )
    const onVersion = vi.fn()
    const user = userEvent.setup({ delay: null })
    renderInAdmin(<SummaryTab eventId={12} version={4} onVersion={onVersion} onFailure={vi.fn()} />)
    expect(await screen.findByRole('heading', { name: 'Responsáveis pelo resumo' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Responsável pelo pagamento' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Adicionar item' }))
    // The first person is the new responsible's; the payment responsible has its own below.
    await user.click(screen.getAllByRole('combobox', { name: /^Pessoa/ })[0])
    await user.click(await screen.findByRole('option', { name: 'Ana Prado' }))
    await user.click(screen.getByRole('checkbox', { name: 'Fatura ambientes' }))
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(onVersion).toHaveBeenCalledWith(5))
    expect(bodies[0]).toMatchObject({
      eventId: 12,
      eventVersion: 4,
      summaryResponsibles: [{ person: { id: 4 }, environment: true, equipment: false }],
    })
  })

  it('shows the budget by group with totals, in money', async () => {
    server.use(
      route.get('*/events/currency-company/active', () => HttpResponse.json([])),
      route.get('*/events/event/12/summary', () => HttpResponse.json(summary)),
    )
    renderInAdmin(<SummaryTab eventId={12} version={4} onVersion={vi.fn()} onFailure={vi.fn()} />)
    const row = (await screen.findByRole('rowheader', { name: 'Ambientes' })).closest('tr') as HTMLElement
    expect(within(row).getByText(/R\$\s3\.000,00/)).toBeTruthy()
    expect(within(row).getByText(/R\$\s3\.190,00/)).toBeTruthy()
    const meals = screen.getByRole('rowheader', { name: 'Alimentos e bebidas' }).closest('tr') as HTMLElement
    expect(within(meals).getAllByText(/R\$\s0,00/)).toHaveLength(6)
    const total = screen.getByText('Total', { selector: 'td' }).closest('tr') as HTMLElement
    expect(within(total).getByText(/R\$\s3\.100,00/)).toBeTruthy()
  })

  it("shows the figures in the event's currency, not the main one", async () => {
    server.use(
      route.get('*/events/currency-company/active', () =>
        HttpResponse.json([{ id: 1, symbol: 'R$', main: true }]),
      ),
      route.get('*/events/event/12/summary', () =>
        HttpResponse.json({ ...summary, currency: { id: 7, isoCode: 'USD', symbol: 'US$' } }),
      ),
    )
    renderInAdmin(<SummaryTab eventId={12} version={4} onVersion={vi.fn()} onFailure={vi.fn()} />)
    const total = (await screen.findByText('Total', { selector: 'td' })).closest('tr') as HTMLElement
    expect(within(total).getByText(/US\$\s3\.100,00/)).toBeTruthy()
    expect(screen.queryByText(/^R\$/)).toBeNull()
  })

  it("sends the event's account to billing and says so; a refusal reads in the person's language", async () => {
    let calls = 0
    server.use(
      route.get('*/events/currency-company/active', () => HttpResponse.json([])),
      route.get('*/events/event/12/summary', () => HttpResponse.json(summary)),
      route.put('*/events/event/account/12', () =>
        ++calls === 1
          ? HttpResponse.json({ reference: 'R-77', total: 3100 }, { status: 202 })
          : HttpResponse.json(
              {
                status: 409,
                message: 'integration.billing.customerDocumentRequired',
                errors: [
                  {
                    field: 'customer',
                    message: 'integration.billing.customerDocumentRequired',
                    target: 'customer',
                  },
                ],
              },
              { status: 409 },
            ),
      ),
    )
    const user = userEvent.setup({ delay: null })
    renderInAdmin(<SummaryTab eventId={12} version={4} onVersion={vi.fn()} onFailure={vi.fn()} />)
    await user.click(await screen.findByRole('button', { name: 'Enviar conta ao faturamento' }))
    expect(await screen.findByText('Conta enviada ao faturamento (referência R-77).')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Enviar conta ao faturamento' }))
    expect(await screen.findByText('O cliente precisa de um documento para ser faturado.')).toBeTruthy()
    expect(calls).toBe(2)
  })

  it('at a phone width (390 px) each group is a card whose discount, net, taxes and total are on screen', async () => {
    // jsdom lays nothing out: the narrow layout is chosen by the media query, answered here.
    setWindowWidth(390)
    try {
      server.use(
        route.get('*/events/currency-company/active', () => HttpResponse.json([])),
        route.get('*/events/event/12/summary', () => HttpResponse.json(summary)),
      )
      renderInAdmin(<SummaryTab eventId={12} version={4} onVersion={vi.fn()} onFailure={vi.fn()} />)
      const rooms = await screen.findByRole('region', { name: 'Ambientes' })
      // No sideways-scrolled table: the figures are label/value rows of the group's card.
      expect(screen.queryByRole('table')).toBeNull()
      const text = (rooms.textContent ?? '').replace(/\s/g, ' ')
      expect(text).toContain('DescontoR$ 100,00')
      expect(text).toContain('LíquidoR$ 2.900,00')
      expect(text).toContain('TotalR$ 3.190,00')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('money reads as the reports write it: Intl with the currency code in the reader language (en-us)', async () => {
    localStorage.setItem('eventdesk.locale', 'en-us')
    await loadLocale('en-us')
    try {
      server.use(
        route.get('*/events/currency-company/active', () =>
          HttpResponse.json([{ id: 1, isoCode: 'BRL', symbol: 'R$', main: true }]),
        ),
        route.get('*/events/event/12/summary', () => HttpResponse.json({ ...summary, total: 206957 })),
      )
      renderInAdmin(<SummaryTab eventId={12} version={4} onVersion={vi.fn()} onFailure={vi.fn()} />)
      // The reports' one money text (common/format.ts moneyText), as the PDF writes it.
      expect(await screen.findByText('R$ 206,957.00')).toBeTruthy()
    } finally {
      localStorage.removeItem('eventdesk.locale')
    }
  })

  it('a failed read says so', async () => {
    server.use(
      route.get('*/events/currency-company/active', () => HttpResponse.json([])),
      route.get('*/events/event/12/summary', () =>
        HttpResponse.json({ status: 404, message: 'error.notFound', errors: [] }, { status: 404 }),
      ),
    )
    renderInAdmin(<SummaryTab eventId={12} version={4} onVersion={vi.fn()} onFailure={vi.fn()} />)
    expect(await screen.findByRole('alert')).toBeTruthy()
  })
})
