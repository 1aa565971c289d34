import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../../providers/testSession'
import { renderInAdmin } from '../testing'
import SummaryTab, { type Summary } from './SummaryTab'

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

describe('SummaryTab', () => {
  it('shows the budget by group with totals, in money', async () => {
    server.use(
      route.get('*/events/currency-company/active', () => HttpResponse.json([])),
      route.get('*/events/event/12/summary', () => HttpResponse.json(summary)),
    )
    renderInAdmin(<SummaryTab eventId={12} />)
    const row = (await screen.findByRole('rowheader', { name: 'Ambientes' })).closest('tr') as HTMLElement
    expect(within(row).getByText(/R\$\s3\.000,00/)).toBeTruthy()
    expect(within(row).getByText(/R\$\s3\.190,00/)).toBeTruthy()
    const meals = screen.getByRole('rowheader', { name: 'Alimentos e bebidas' }).closest('tr') as HTMLElement
    expect(within(meals).getAllByText(/R\$\s0,00/)).toHaveLength(6)
    const total = screen.getByText('Total', { selector: 'td' }).closest('tr') as HTMLElement
    expect(within(total).getByText(/R\$\s3\.100,00/)).toBeTruthy()
  })

  it('a failed read says so', async () => {
    server.use(
      route.get('*/events/currency-company/active', () => HttpResponse.json([])),
      route.get('*/events/event/12/summary', () => HttpResponse.json({ status: 404, message: 'error.notFound', errors: [] }, { status: 404 })),
    )
    renderInAdmin(<SummaryTab eventId={12} />)
    expect(await screen.findByRole('alert')).toBeTruthy()
  })
})
