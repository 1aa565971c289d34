import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../providers/testSession'
import EventEdit from './EventEdit'
import { renderInAdmin } from '../../providers/testing'
import type { EventRecord } from '../events/types'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest())

const event: EventRecord = {
  id: 12,
  version: 3,
  name: 'Congresso',
  startDate: '2027-03-01T08:00:00',
  endDate: '2027-03-02T18:00:00',
  situation: 'NEGOTIATION',
  priority: 'TWO',
  courtesyDailies: 0,
  requesters: [],
  allowedActions: ['confirm'],
}

/** Event 12 without a customer; confirm answers `refusal`. */
function refusingServer(refusal: Record<string, unknown>) {
  server.use(
    route.get('*/events/configuration', () => HttpResponse.json([])),
    route.get('*/events/currency-company/active', () => HttpResponse.json([])),
    route.get('*/events/event/12', () => HttpResponse.json(event)),
    route.get('*/events/event/12/environment', () =>
      HttpResponse.json({
        eventVersion: 3,
        content: [
          {
            id: 1,
            environment: { id: 7, name: 'Salão Nobre' },
            startDateHour: '2027-03-01T08:00:00',
            endDateHour: '2027-03-01T18:00:00',
          },
        ],
      }),
    ),
    route.post('*/events/event/event-confirmation/confirm', () =>
      HttpResponse.json({ status: 409, ...refusal }, { status: 409 }),
    ),
  )
}

// A loaded machine renders the whole page slowly; the default second is not enough.
const slow = { timeout: 10_000 }

const renderEdit = (path: string) =>
  renderInAdmin(
    <Routes>
      <Route path="/event/:id/*" element={<EventEdit />} />
    </Routes>,
    path,
  )

async function confirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Ações' }))
  await user.click(await screen.findByRole('menuitem', { name: 'Confirmar' }))
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }))
}

describe('refusals lead to what to mend', { timeout: 30_000 }, () => {
  it('the customer says it is needed to confirm; a confirm refused for want of it opens the general tab on the field', async () => {
    refusingServer({
      message: 'event.customerRequired',
      errors: [{ field: 'customer', message: 'event.customerRequired', target: 'customer' }],
    })
    const user = userEvent.setup({ delay: null })
    renderEdit('/event/12/edit?tab=requesters')
    await screen.findByRole('heading', { name: '#12 · Congresso' }, slow)
    const general = document.getElementById('event-tabpanel-general') as HTMLElement
    expect(within(general).getByText('Necessário para confirmar o evento')).toBeTruthy()
    await confirm(user)
    await waitFor(
      () =>
        expect(screen.getByRole('tab', { name: 'Dados gerais' }).getAttribute('aria-selected')).toBe('true'),
      slow,
    )
    // Said on the field (and once in the snackbar, far from it), and the field has the focus.
    expect(within(general).getByText('Informe o cliente do evento')).toBeTruthy()
    await waitFor(() => expect(document.activeElement?.id).toBe('root_customer'), slow)
  })

  it('a confirm refused for the requesters opens their tab', async () => {
    refusingServer({
      message: 'event.confirmNeedsOneRequester',
      errors: [{ field: 'requesters', message: 'event.confirmNeedsOneRequester', target: 'requesters' }],
    })
    const user = userEvent.setup({ delay: null })
    renderEdit('/event/12/edit')
    await screen.findByRole('heading', { name: '#12 · Congresso' }, slow)
    await confirm(user)
    await waitFor(
      () =>
        expect(screen.getByRole('tab', { name: 'Solicitantes' }).getAttribute('aria-selected')).toBe('true'),
      slow,
    )
    expect(
      await screen.findByText('Para confirmar, o evento deve ter exatamente um solicitante ativo', {}, slow),
    ).toBeTruthy()
  })

  it('an item refusal is said in its tab once, not again in a snackbar', async () => {
    refusingServer({ message: 'event.customerRequired', errors: [] })
    server.use(
      route.delete('*/events/event/12/environment/1', () =>
        HttpResponse.json(
          { status: 409, message: 'event.environmentHasEquipment', errors: [] },
          { status: 409 },
        ),
      ),
    )
    const user = userEvent.setup({ delay: null })
    renderEdit('/event/12/edit?tab=environment')
    await user.click(await screen.findByRole('button', { name: 'Excluir Salão Nobre' }, slow))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }))
    await screen.findByText('O ambiente possui equipamentos vinculados e não pode ser removido', {}, slow)
    // The snackbar would come a moment later: give it the chance.
    await new Promise((r) => setTimeout(r, 300))
    expect(
      screen.getAllByText('O ambiente possui equipamentos vinculados e não pode ser removido'),
    ).toHaveLength(1)
  })
})
