import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../providers/testSession'
import { renderInAdmin } from '../../providers/testing'
import WebhooksPage from './WebhooksPage'
import type { Delivery, Webhook } from './types'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest({ adminUser: true, type: 'ADMIN' }, []))

const hook: Webhook = {
  id: 7,
  url: 'https://crm.example.com/eventdesk',
  events: ['event.situation'],
  active: true,
  disabledReason: null,
  disabledAt: null,
  failingSince: null,
  version: 1,
  createdAt: '2026-11-20T10:00:00',
}
const delivery: Delivery = {
  id: '3f1c2d4e-0000-4000-8000-000000000001',
  type: 'event.situation',
  status: 'DELIVERED',
  attempts: 2,
  lastStatus: 200,
  lastError: null,
  nextAttemptAt: null,
  createdAt: '2026-11-21T09:15:00',
  tries: [
    { number: 1, status: 500, error: 'HTTP 500', durationMs: 40, at: '2026-11-21T09:15:00' },
    { number: 2, status: 200, error: null, durationMs: 35, at: '2026-11-21T09:26:00' },
  ],
}

const MADE_SECRET = 'whsec_c2VncmVkby1kby1zZXJ2aWRvci0xMjM0NTY3OA=='

function backend(deliveries: Delivery[] = [delivery]) {
  const sent: { method: string; url: string; body: unknown }[] = []
  const hooks = [hook]
  server.use(
    route.get('*/events/webhook', () => HttpResponse.json({ content: hooks, totalElements: hooks.length })),
    route.post('*/events/webhook', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      sent.push({ method: 'POST', url: request.url, body })
      if (String(body.url).includes('10.0.0.5'))
        return HttpResponse.json(
          {
            status: 400,
            message: 'webhook.urlNotAllowed',
            errors: [{ field: 'url', message: 'webhook.urlNotAllowed' }],
          },
          { status: 400 },
        )
      const made = { ...hook, ...body, id: 8, secret: undefined } as Webhook
      hooks.push(made)
      // No secret sent: the server makes one and answers it this once.
      return HttpResponse.json(body.secret ? made : { ...made, secret: MADE_SECRET }, { status: 201 })
    }),
    route.get('*/events/webhook/:id/deliveries', () =>
      HttpResponse.json({ content: deliveries, totalElements: deliveries.length }),
    ),
    route.post('*/events/webhook/delivery/:id/replay', ({ params }) => {
      sent.push({ method: 'REPLAY', url: String(params.id), body: null })
      return HttpResponse.json({ id: params.id, status: 'PENDING' }, { status: 202 })
    }),
  )
  return sent
}

describe('WebhooksPage', () => {
  it('registers a webhook with its types and secret, and shows the server refusing a private address', async () => {
    const sent = backend()
    renderInAdmin(<WebhooksPage />)
    const table = await screen.findByRole('table', { name: 'Webhooks' })
    expect(within(table).getByText('https://crm.example.com/eventdesk')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Novo webhook' }))
    const dialog = await screen.findByRole('dialog', { name: 'Novo webhook' })
    await userEvent.type(within(dialog).getByLabelText('URL'), 'http://10.0.0.5/hook')
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Ingresso vendido/ }))
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Documento assinado/ }))
    await userEvent.type(within(dialog).getByLabelText('Segredo'), 'segredo-forte-123')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await within(dialog).findByText(/Este endereço não é permitido/)).toBeTruthy()

    const url = within(dialog).getByLabelText('URL')
    await userEvent.clear(url)
    await userEvent.type(url, 'https://erp.example.com/hooks')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent.at(-1)!.body).toMatchObject({
      url: 'https://erp.example.com/hooks',
      events: ['ticket.sold', 'document.signed'],
      secret: 'segredo-forte-123',
      active: true,
    })
    expect(await within(table).findByText('https://erp.example.com/hooks')).toBeTruthy()
  })

  it('without a secret the server makes one, shown once before the dialog closes', async () => {
    const sent = backend()
    renderInAdmin(<WebhooksPage />)
    await userEvent.click(await screen.findByRole('button', { name: 'Novo webhook' }))
    const dialog = await screen.findByRole('dialog', { name: 'Novo webhook' })
    await userEvent.type(within(dialog).getByLabelText('URL'), 'https://erp.example.com/hooks')
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Ingresso vendido/ }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    const shown = await screen.findByRole('dialog', { name: 'Novo webhook' })
    expect(await within(shown).findByText(/Copie-o agora: ele não será mostrado de novo/)).toBeTruthy()
    expect((within(shown).getByLabelText('Segredo') as HTMLInputElement).value).toBe(MADE_SECRET)
    expect(sent.at(-1)!.body).not.toHaveProperty('secret')
    await userEvent.click(within(shown).getByRole('button', { name: 'Fechar' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('shows the delivery log with each try and replays a delivery', async () => {
    const sent = backend()
    renderInAdmin(<WebhooksPage />)
    await userEvent.click(
      await screen.findByRole('button', { name: 'Entregas de https://crm.example.com/eventdesk' }),
    )
    const log = await screen.findByRole('table', { name: 'Entregas de https://crm.example.com/eventdesk' })
    expect(within(log).getByText('Entregue')).toBeTruthy()
    expect(within(log).getByText('21/11/2026 09:15')).toBeTruthy()

    await userEvent.click(within(log).getByRole('button', { name: 'Tentativas' }))
    const tries = await screen.findByRole('table', { name: `Tentativas da entrega ${delivery.id}` })
    expect(within(tries).getByText('HTTP 500')).toBeTruthy()
    expect(within(tries).getByText('Tentativa 2')).toBeTruthy()

    await userEvent.click(within(log).getByRole('button', { name: `Reenviar a entrega ${delivery.id}` }))
    await vi.waitFor(() =>
      expect(sent.some((s) => s.method === 'REPLAY' && s.url === delivery.id)).toBe(true),
    )
    expect(await screen.findByText('Entrega reenviada')).toBeTruthy()
  })

  it('offers "send now" on a delivery waiting for its next try', async () => {
    const waiting: Delivery = {
      ...delivery,
      status: 'PENDING',
      attempts: 1,
      lastStatus: 500,
      nextAttemptAt: '2026-11-21T10:15:00',
    }
    const sent = backend([waiting])
    renderInAdmin(<WebhooksPage />)
    await userEvent.click(
      await screen.findByRole('button', { name: 'Entregas de https://crm.example.com/eventdesk' }),
    )
    const log = await screen.findByRole('table', { name: 'Entregas de https://crm.example.com/eventdesk' })
    const now = within(log).getByRole('button', { name: `Enviar agora a entrega ${delivery.id}` })
    expect(now.hasAttribute('disabled')).toBe(false)
    await userEvent.click(now)
    await vi.waitFor(() =>
      expect(sent.some((s) => s.method === 'REPLAY' && s.url === delivery.id)).toBe(true),
    )
  })
})
