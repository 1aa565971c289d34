import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../../providers/testSession'
import { renderInAdmin } from '../../../providers/testing'
import PaymentTab from './PaymentTab'
import type { PaymentItem } from './PaymentForm'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest())

const first: PaymentItem = {
  id: 1,
  payer: { id: 4, name: 'Ana Prado' },
  value: 2500,
  status: 'PAID',
  expectedPaymentDate: '2027-02-10T00:00:00',
}
const people = [
  { id: 4, name: 'Ana Prado' },
  { id: 5, name: 'Bruno Reis' },
]

/** Event 12 at version 3, its payments and the person autocomplete; `answer` overrides the writes. */
function paymentServer(answer?: () => Response) {
  let version = 3
  let content = [first]
  const writes: { method: string; body: Record<string, unknown> }[] = []
  const write =
    (method: string) =>
    async ({ request }: { request: Request }) => {
      const body = (await request.json()) as Record<string, unknown>
      writes.push({ method, body })
      if (answer) return answer()
      version += 1
      const saved = {
        ...(body as unknown as PaymentItem),
        payer: people.find((p) => p.id === (body.payer as { id: number }).id)!,
      }
      content =
        method === 'POST'
          ? [...content, { ...saved, id: 2 }]
          : content.map((p) => (p.id === 1 ? { ...saved, id: 1 } : p))
      return HttpResponse.json(
        { eventVersion: version, content, id: method === 'POST' ? 2 : 1 },
        { status: method === 'POST' ? 201 : 200 },
      )
    }
  server.use(
    route.get('*/events/currency-company/active', () => HttpResponse.json([])),
    route.get('*/events/event/12/payment', () => HttpResponse.json({ eventVersion: version, content })),
    route.get('*/events/person/autocomplete', () =>
      HttpResponse.json({ content: people, totalElements: 2, totalPages: 1, number: 0, size: 20 }),
    ),
    route.post('*/events/event/12/payment', write('POST')),
    route.put('*/events/event/12/payment/1', write('PUT')),
  )
  return writes
}

const renderTab = () => {
  const onVersion = vi.fn()
  const onFailure = vi.fn()
  renderInAdmin(<PaymentTab eventId={12} version={3} onVersion={onVersion} onFailure={onFailure} />)
  return { onVersion, onFailure }
}

async function fillNew(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Adicionar pagamento' }))
  await user.click(screen.getByRole('combobox', { name: /^Pagador/ }))
  await user.click(await screen.findByRole('option', { name: 'Bruno Reis' }))
  await user.type(screen.getByRole('spinbutton', { name: /^Valor/ }), '1200.5')
}

describe('PaymentTab', { timeout: 30_000 }, () => {
  it('offers neither add, edit nor remove to a person whose permissions the list says do not allow them', async () => {
    paymentServer()
    server.use(
      route.get('*/events/event/12/payment', () =>
        HttpResponse.json({
          eventVersion: 3,
          content: [first],
          permitted: { add: false, edit: false, remove: false },
        }),
      ),
    )
    renderInAdmin(
      <PaymentTab eventId={12} version={3} onVersion={() => undefined} onFailure={() => undefined} />,
    )
    expect(await screen.findByText('Ana Prado')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Adicionar pagamento|Novo pagamento|pagamento/i })).toBeNull()
    expect(screen.queryByRole('button', { name: /Editar/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /Excluir|Remover/ })).toBeNull()
  })

  it('lists the payments with value in money and status in words', async () => {
    paymentServer()
    renderTab()
    const row = (await screen.findByRole('cell', { name: 'Ana Prado' })).closest('tr') as HTMLElement
    expect(within(row).getByText(/R\$\s2\.500,00/)).toBeTruthy()
    expect(within(row).getByText('Pago')).toBeTruthy()
    expect(within(row).getByText('10/02/2027 00:00')).toBeTruthy()
  })

  it('adds a payment with the event version and returns to the list', async () => {
    const writes = paymentServer()
    const user = userEvent.setup({ delay: null })
    const { onVersion } = renderTab()
    await fillNew(user)
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByRole('cell', { name: 'Bruno Reis' })).toBeTruthy()
    expect(writes[0]).toMatchObject({
      method: 'POST',
      body: { eventVersion: 3, payer: { id: 5 }, value: 1200.5, status: 'IN_NEGOTIATION' },
    })
    expect(onVersion).toHaveBeenCalledWith(4)
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull()
  })

  it('a canceled payment asks for its reason before sending', async () => {
    const writes = paymentServer()
    const user = userEvent.setup({ delay: null })
    renderTab()
    await user.click(await screen.findByRole('button', { name: /^Alterar Ana Prado R\$\s2\.500,00$/ }))
    await user.click(screen.getByRole('combobox', { name: /Situação/ }))
    await user.click(await screen.findByRole('option', { name: 'Cancelado' }))
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Motivo do cancelamento deve ser informado')).toBeTruthy()
    expect(writes).toHaveLength(0)
  })

  it('a stale version (409) shows the message and keeps the form', async () => {
    paymentServer(() =>
      HttpResponse.json(
        { status: 409, message: 'event.changedInAnotherSession', errors: [] },
        { status: 409 },
      ),
    )
    const user = userEvent.setup({ delay: null })
    const { onFailure } = renderTab()
    await fillNew(user)
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(
      await screen.findByText('O evento foi alterado em outra sessão; o processo precisa ser reiniciado'),
    ).toBeTruthy()
    await waitFor(() => expect(onFailure).toHaveBeenCalled())
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeTruthy()
  })
})
