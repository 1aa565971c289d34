import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../../providers/testSession'
import EventLifecycleMenu from './EventLifecycleMenu'
import { renderInAdmin } from '../../../providers/testing'
import type { EventRecord } from '../types'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => {
  signInForTest()
  server.use(route.get('*/events/configuration', () => HttpResponse.json([])))
})

const event = (allowedActions: string[], situation = 'NEGOTIATION'): EventRecord =>
  ({
    id: 12,
    version: 5,
    name: 'Congresso',
    startDate: '2027-03-01T08:00:00',
    endDate: '2027-03-02T18:00:00',
    situation,
    allowedActions,
  }) as EventRecord

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Ações' }))
  return screen.findByRole('menu')
}

describe('EventLifecycleMenu', () => {
  it('offers exactly the actions the server allows, in words', async () => {
    const user = userEvent.setup()
    renderInAdmin(
      <EventLifecycleMenu
        event={event(['toNew', 'confirm', 'cancel', 'waitListPut'])}
        onDone={() => undefined}
      />,
    )
    const menu = await openMenu(user)
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent)
    expect(items).toEqual(['Voltar para novo', 'Confirmar', 'Cancelar evento', 'Colocar na lista de espera'])
  })

  it('with no allowed action the button says so and is disabled', () => {
    renderInAdmin(<EventLifecycleMenu event={event([])} onDone={() => undefined} />)
    expect(
      (screen.getByRole('button', { name: 'Nenhuma ação disponível' }) as HTMLButtonElement).disabled,
    ).toBe(true)
  })

  it('asks before acting and sends id and version; the answer reaches the page', async () => {
    const bodies: unknown[] = []
    server.use(
      route.post('*/events/event/event-confirmation/confirm', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ ...event([]), situation: 'CONFIRMED', version: 6 })
      }),
    )
    const onDone = vi.fn()
    const user = userEvent.setup()
    renderInAdmin(<EventLifecycleMenu event={event(['confirm'])} onDone={onDone} />)
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Confirmar' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Deseja confirmar este evento?')).toBeTruthy()
    expect(bodies).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }))
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ situation: 'CONFIRMED', version: 6 })),
    )
    expect(bodies).toEqual([expect.objectContaining({ id: 12, version: 5 })])
    expect(await screen.findByText('Situação do evento: Confirmado')).toBeTruthy()
  })

  it('cancel needs a reason from the autocomplete; the observation goes along', async () => {
    const bodies: unknown[] = []
    server.use(
      route.get('*/events/cancellation-reason/autocomplete', () =>
        HttpResponse.json({
          content: [{ id: 3, name: 'Força maior' }],
          totalElements: 1,
          totalPages: 1,
          number: 0,
          size: 20,
        }),
      ),
      route.post('*/events/event/event-cancellation/cancel/12', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ ...event([]), situation: 'CANCELED', version: 6 })
      }),
    )
    const onDone = vi.fn()
    const user = userEvent.setup()
    renderInAdmin(<EventLifecycleMenu event={event(['cancel'])} onDone={onDone} />)
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Cancelar evento' }))
    const dialog = await screen.findByRole('dialog')
    const yes = within(dialog).getByRole('button', { name: 'Sim' }) as HTMLButtonElement
    expect(yes.disabled).toBe(true)
    await user.type(within(dialog).getByRole('textbox', { name: 'Observação' }), 'Cliente desistiu')
    expect(yes.disabled).toBe(true)
    await user.click(within(dialog).getByRole('combobox', { name: /Motivo do cancelamento/ }))
    await user.click(await screen.findByRole('option', { name: 'Força maior' }))
    expect(yes.disabled).toBe(false)
    await user.click(yes)
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(bodies).toEqual([
      expect.objectContaining({ version: 5, reason: { id: 3 }, observation: 'Cliente desistiu' }),
    ])
    // The id is in the path for cancel, not in the body.
    expect(bodies[0]).not.toHaveProperty('id')
  })

  it('putting on the wait list may name a group, sent with id and version', async () => {
    const bodies: unknown[] = []
    server.use(
      route.get('*/events/waiting-list-group/autocomplete', () =>
        HttpResponse.json({
          content: [{ id: 8, name: 'Março' }],
          totalElements: 1,
          totalPages: 1,
          number: 0,
          size: 20,
        }),
      ),
      route.post('*/events/event/event-waitlist', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ ...event([]), waitList: true, version: 6 })
      }),
    )
    const onDone = vi.fn()
    const user = userEvent.setup()
    renderInAdmin(<EventLifecycleMenu event={event(['waitListPut'])} onDone={onDone} />)
    await user.click(
      within(await openMenu(user)).getByRole('menuitem', { name: 'Colocar na lista de espera' }),
    )
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Deseja colocar este evento na lista de espera?')).toBeTruthy()
    await user.click(within(dialog).getByRole('combobox', { name: /Grupo da lista de espera/ }))
    await user.click(await screen.findByRole('option', { name: 'Março' }))
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(bodies).toEqual([expect.objectContaining({ id: 12, version: 5, waitListGroup: { id: 8 } })])
  })

  it('release with pending payments asks whether to continue and re-sends with continueWithPendingPayments', async () => {
    const bodies: Record<string, unknown>[] = []
    server.use(
      route.post('*/events/event/event-released-to-close/released-to-close', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        bodies.push(body)
        if (body.continueWithPendingPayments !== true) {
          return HttpResponse.json(
            { status: 409, message: 'event.pendingPayments', errors: [], pendingPayments: 2 },
            { status: 409 },
          )
        }
        return HttpResponse.json({ ...event([]), situation: 'RELEASED_FOR_CLOSING', version: 6 })
      }),
    )
    const onDone = vi.fn()
    const user = userEvent.setup()
    renderInAdmin(
      <EventLifecycleMenu event={event(['releaseToClose', 'undoStart'], 'IN_PROGRESS')} onDone={onDone} />,
    )
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Liberar para fechamento' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }))
    const question = await screen.findByText(
      /Há pagamentos pendentes. Deseja continuar\? \(2 pagamentos pendentes\)/,
    )
    expect(onDone).not.toHaveBeenCalled()
    await user.click(
      within(question.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Sim' }),
    )
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ situation: 'RELEASED_FOR_CLOSING' })),
    )
    expect(bodies.map((b) => b.continueWithPendingPayments)).toEqual([undefined, true])
  })

  it('a refusal shows the server rule in words and changes nothing', async () => {
    server.use(
      route.post('*/events/event/event-confirmation/confirm', () =>
        HttpResponse.json(
          { status: 409, message: 'event.confirmNeedsOneRequester', errors: [] },
          { status: 409 },
        ),
      ),
    )
    const onDone = vi.fn()
    const user = userEvent.setup()
    renderInAdmin(<EventLifecycleMenu event={event(['confirm'])} onDone={onDone} />)
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Confirmar' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }))
    expect(
      await screen.findByText('Para confirmar, o evento deve ter exatamente um solicitante ativo'),
    ).toBeTruthy()
    expect(onDone).not.toHaveBeenCalled()
  })

  it('start can carry a retroactive start date', async () => {
    const bodies: unknown[] = []
    server.use(
      route.post('*/events/event/event-start/start', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ ...event([]), situation: 'IN_PROGRESS', version: 6 })
      }),
    )
    const user = userEvent.setup()
    renderInAdmin(
      <EventLifecycleMenu event={event(['start', 'undoConfirm'], 'CONFIRMED')} onDone={() => undefined} />,
    )
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Iniciar' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Iniciar com data retroativa' }))
    const yes = within(dialog).getByRole('button', { name: 'Sim' }) as HTMLButtonElement
    expect(yes.disabled).toBe(true)
    await user.type(within(dialog).getByRole('textbox', { name: /Data e hora de início/ }), '280220270900')
    expect(yes.disabled).toBe(false)
    await user.click(yes)
    await waitFor(() =>
      expect(bodies).toEqual([
        expect.objectContaining({ id: 12, version: 5, startDate: '2027-02-28T09:00:00' }),
      ]),
    )
  })
})
