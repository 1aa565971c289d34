import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../../providers/testSession'
import { renderInAdmin } from '../../../providers/testing'
import type { CalendarEntry } from '../types'
import CalendarPage from './CalendarPage'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest({ adminUser: true, type: 'ADMIN' }, []))

const today = new Date()
const pad = (n: number) => String(n).padStart(2, '0')
const day = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`
const entry = (id: number, name: string, eventType: { id: number; name: string }): CalendarEntry => ({
  id,
  name,
  startDate: `${day}T09:00:00`,
  endDate: `${day}T18:00:00`,
  situation: 'CONFIRMED',
  isEnvironmentReservation: false,
  environment: null,
  eventType,
})
const congress = { id: 7, name: 'Congresso' }
const wedding = { id: 8, name: 'Casamento' }
const entries = [entry(1, 'Congresso de Cardiologia', congress), entry(2, 'Casamento Premium', wedding)]

/** The calendar's server: entries filtered by `eventTypes` as the real one does; `answer` overrides. */
function backend(answer?: () => Response) {
  const asked: URLSearchParams[] = []
  const list = (content: unknown[]) => () => HttpResponse.json({ content, totalElements: content.length })
  server.use(
    route.get('*/events/configuration', () => HttpResponse.json([])),
    route.get('*/events/environment', list([{ id: 3, name: 'Sala B' }])),
    route.get('*/events/event-type', list([congress, wedding])),
    route.get('*/events/holiday', list([])),
    route.get('*/events/event/calendar', ({ request }) => {
      const q = new URL(request.url).searchParams
      asked.push(q)
      if (answer) return answer()
      const types = q.get('eventTypes')?.split(',').map(Number)
      return HttpResponse.json(entries.filter((e) => !types || types.includes(e.eventType!.id)))
    }),
  )
  return asked
}

describe('event calendar page', () => {
  it('shows the month in Portuguese and filters by event type through the server', async () => {
    const asked = backend()
    renderInAdmin(<CalendarPage />)
    await screen.findByText('Congresso de Cardiologia', {}, { timeout: 10_000 })
    expect(screen.getByText('Casamento Premium')).toBeTruthy()
    const months = /janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro/
    expect(document.querySelector('.event-calendar')!.textContent).toMatch(months)

    await userEvent.click(screen.getByRole('combobox', { name: 'Tipos de evento' }))
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Casamento' }),
    )
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByText('Congresso de Cardiologia')).toBeNull())
    expect(screen.getByText('Casamento Premium')).toBeTruthy()
    expect(asked.at(-1)!.get('eventTypes')).toBe('8')
  })

  it('says when nothing is in the period, and says a failed read', async () => {
    backend(() => HttpResponse.json([]))
    const { unmount } = renderInAdmin(<CalendarPage />)
    await screen.findByText('Nenhum evento neste período com estes filtros.', {}, { timeout: 10_000 })
    unmount()
    backend(() => HttpResponse.json({ status: 500, message: 'error.internal', errors: [] }, { status: 500 }))
    renderInAdmin(<CalendarPage />)
    await screen.findByText('Erro interno; tente novamente', {}, { timeout: 10_000 })
    expect(screen.queryByText('Nenhum evento neste período com estes filtros.')).toBeNull()
  })
})
