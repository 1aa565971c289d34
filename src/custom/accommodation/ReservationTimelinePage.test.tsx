import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { Route, Routes, useLocation } from 'react-router-dom'
import { signInForTest } from '../../providers/testSession'
import { renderInAdmin } from '../../providers/testing'
import ReservationTimelinePage from './ReservationTimelinePage'
import type { ReservationTimeline } from './types'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest())

const data: ReservationTimeline = {
  rentalUnitTypes: [
    { id: 3, name: 'Luxo' },
    { id: 5, name: 'Standard' },
  ],
  reservations: [
    {
      id: 70,
      eventId: 12,
      eventName: 'Congresso de Cardiologia',
      situation: 'CONFIRMED',
      hostingUnitType: { id: 3 },
      start: '2027-03-10',
      end: '2027-03-12',
      rooms: 10,
    },
    {
      id: 71,
      eventId: 13,
      eventName: null,
      situation: 'NEGOTIATION',
      hostingUnitType: { id: 5 },
      start: '2027-03-09',
      end: '2027-03-11',
      rooms: 4,
    },
  ],
}

function backend(answer: () => Response) {
  const asked: URLSearchParams[] = []
  server.use(
    route.get('*/events/configuration', () => HttpResponse.json([])),
    route.get('*/events/reservation-timeline', ({ request }) => {
      asked.push(new URL(request.url).searchParams)
      return answer()
    }),
  )
  return asked
}

function Probe() {
  const { pathname, search } = useLocation()
  return <pre data-testid="landed">{pathname + search}</pre>
}

const renderPage = () =>
  renderInAdmin(
    <Routes>
      <Route path="/" element={<ReservationTimelinePage />} />
      <Route path="*" element={<Probe />} />
    </Routes>,
  )

describe('ReservationTimelinePage', { timeout: 30_000 }, () => {
  it('lists the reservations of the window, reads the next window when the view moves, and opens the event', async () => {
    const asked = backend(() => HttpResponse.json(data))
    const user = userEvent.setup({ delay: null })
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Lista' }))
    const list = await screen.findByRole('list', { name: 'Reservas de hospedagem' })
    const [first, second] = within(list).getAllByRole('listitem')
    // By arrival: the hidden event's reservation starts first.
    expect(first.textContent).toContain('Evento reservado')
    expect(first.textContent).toContain('Standard · 4 UH · 09/03/2027 – 11/03/2027')
    expect(second.textContent).toContain('Congresso de Cardiologia')
    expect(second.textContent).toContain('Luxo · 10 UH · 10/03/2027 – 12/03/2027')
    expect(asked[0].get('start')).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00$/)
    const firstStart = asked[0].get('start')!
    await user.click(screen.getByRole('button', { name: 'Próximo período' }))
    await waitFor(() => expect(asked.length).toBe(2))
    expect(asked[1].get('start')! > firstStart).toBe(true)
    await user.click(within(second).getByRole('button', { name: 'Abrir evento' }))
    expect(screen.getByTestId('landed').textContent).toBe('/event/12/edit?tab=accommodation')
  })

  it('says when the period has no reservation', async () => {
    backend(() => HttpResponse.json({ rentalUnitTypes: data.rentalUnitTypes, reservations: [] }))
    renderPage()
    expect(await screen.findByText('Nenhuma reserva de hospedagem neste período.')).toBeTruthy()
  })

  it('says a failed read in words', async () => {
    backend(() => HttpResponse.json({ status: 403, message: 'error.forbidden', errors: [] }, { status: 403 }))
    renderPage()
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
  })
})
