import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { Route, Routes, useLocation } from 'react-router-dom'
import { signInForTest } from '../../../providers/testSession'
import { renderInAdmin } from '../../../providers/testing'
import type { Diary } from '../types'
import DiaryBoard from './DiaryBoard'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest({ adminUser: true, type: 'ADMIN' }, []))

const diary: Diary = {
  environments: [
    { id: 1, name: 'Salão Nobre', compound: false, parts: [], dailyRate: 3000 },
    { id: 2, name: 'Sala Jardim', compound: false, parts: [], dailyRate: 1500 },
  ],
  bookings: [
    {
      id: 40,
      eventId: 5,
      eventName: 'Casamento Premium',
      situation: 'CONFIRMED',
      environment: { id: 1 },
      start: '2026-11-26T18:00:00',
      end: '2026-11-26T23:00:00',
      occupiedStart: '2026-11-26T14:00:00',
      occupiedEnd: '2026-11-27T02:00:00',
      blocking: true,
      holdRank: null,
      eventVersion: 7,
      dailyRate: 3000,
    },
    {
      id: 41,
      eventId: 6,
      eventName: null,
      situation: 'NEGOTIATION',
      environment: { id: 1 },
      start: '2026-11-26T18:00:00',
      end: '2026-11-26T23:00:00',
      occupiedStart: '2026-11-26T18:00:00',
      occupiedEnd: '2026-11-26T23:00:00',
      blocking: false,
      holdRank: 2,
    },
  ],
  maintenances: [],
  holidays: [],
}

function backend(answer: () => Response) {
  const asked: URLSearchParams[] = []
  const writes: Record<string, unknown>[] = []
  const calls: string[] = []
  server.use(
    route.get('*/events/configuration', () => HttpResponse.json([])),
    route.get('*/events/currency-company/active', () => HttpResponse.json([{ symbol: 'R$', main: true }])),
    route.get('*/events/diary', ({ request }) => {
      asked.push(new URL(request.url).searchParams)
      return HttpResponse.json(diary)
    }),
    route.all('*/events/event/*', ({ request }) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`)
      return undefined
    }),
    route.put('*/events/event/5/environment/40/move', async ({ request }) => {
      writes.push((await request.json()) as Record<string, unknown>)
      return answer()
    }),
  )
  return { asked, writes, calls }
}

function Probe() {
  const { pathname, state } = useLocation()
  return <pre data-testid="landed">{JSON.stringify({ pathname, state })}</pre>
}

const renderBoard = () =>
  renderInAdmin(
    <Routes>
      <Route
        path="/"
        element={
          <DiaryBoard
            start={new Date('2026-11-25T00:00:00')}
            end={new Date('2026-12-02T00:00:00')}
            onRange={() => undefined}
            situations={['CONFIRMED', 'NEGOTIATION']}
            options={{ showTime: false, emptyRooms: true, byDay: false }}
            editable
            list
          />
        }
      />
      <Route path="*" element={<Probe />} />
    </Routes>,
  )

const moveTo = (text: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: /^Início/ }), { target: { value: text } })
}

describe('DiaryBoard (list, the keyboard way)', () => {
  it('reads a window around the view, lists bookings with ranks and hidden names, and opens the event', async () => {
    const { asked } = backend(() => HttpResponse.json({}))
    renderBoard()
    const list = await screen.findByRole('list', { name: 'Reservas de ambientes' })
    expect(asked[0].get('start')).toBe('2026-11-21T00:00:00')
    expect(asked[0].get('end')).toBe('2026-12-06T00:00:00')
    expect(asked[0].get('situations')).toBe('CONFIRMED,NEGOTIATION')
    const [first, second] = within(list).getAllByRole('listitem')
    expect(first.textContent).toContain('Casamento Premium')
    expect(first.textContent).toContain('Salão Nobre · 26/11/2026 18:00 – 26/11/2026 23:00')
    expect(second.textContent).toContain('2ª opção · Evento reservado')
    await userEvent.click(within(first).getByRole('button', { name: 'Abrir evento' }))
    expect(JSON.parse(screen.getByTestId('landed').textContent!).pathname).toBe('/event/5/edit')
  })

  it(
    'moves a booking by the dialog; a refusal is said in the dialog and nothing moves',
    { timeout: 20_000 },
    async () => {
      let refuse = true
      const { writes, calls } = backend(() =>
        refuse
          ? HttpResponse.json(
              {
                status: 409,
                message: 'event.environmentNotAvailable',
                errors: [],
                conflicts: [
                  {
                    type: 'EVENT',
                    eventId: 9,
                    name: 'Congresso',
                    start: '2026-11-27T08:00:00',
                    end: '2026-11-27T20:00:00',
                  },
                ],
              },
              { status: 409 },
            )
          : HttpResponse.json({ id: 40, eventVersion: 8, content: [] }),
      )
      renderBoard()
      const list = await screen.findByRole('list', { name: 'Reservas de ambientes' })
      await userEvent.click(
        within(within(list).getAllByRole('listitem')[0]).getByRole('button', { name: 'Mover' }),
      )
      const dialog = screen.getByRole('dialog', { name: 'Mover ou alterar a reserva' })
      moveTo('27/11/2026 18:00')
      fireEvent.change(within(dialog).getByRole('textbox', { name: /^Fim/ }), {
        target: { value: '27/11/2026 23:00' },
      })
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }))
      expect(
        await within(dialog).findByText(
          /O ambiente não está disponível no período: ocupado pelo evento «Congresso»/,
        ),
      ).toBeTruthy()
      // One call with the diary's event version: the server shifts assembly and disassembly.
      expect(writes[0]).toEqual({
        eventVersion: 7,
        environment: { id: 1 },
        startDateHour: '2026-11-27T18:00:00',
        endDateHour: '2026-11-27T23:00:00',
        rate: 'KEEP',
      })
      expect(calls).toEqual(['PUT /events/event/5/environment/40/move'])
      refuse = false
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }))
      expect(await screen.findByText('Reserva do ambiente alterada')).toBeTruthy()
      expect(screen.queryByRole('dialog')).toBeNull()
    },
  )

  it('a stale version is said and the diary read again', { timeout: 20_000 }, async () => {
    const { asked } = backend(() =>
      HttpResponse.json(
        { status: 409, message: 'event.changedInAnotherSession', errors: [] },
        { status: 409 },
      ),
    )
    renderBoard()
    const list = await screen.findByRole('list', { name: 'Reservas de ambientes' })
    await userEvent.click(
      within(within(list).getAllByRole('listitem')[0]).getByRole('button', { name: 'Mover' }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Mover ou alterar a reserva' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }))
    expect(
      await within(dialog).findByText(/O evento foi alterado em outra sessão; a agenda foi recarregada/),
    ).toBeTruthy()
    await waitFor(() => expect(asked.length).toBe(2))
  })

  it('a refusal names the room item’s field in words', { timeout: 20_000 }, async () => {
    backend(() =>
      HttpResponse.json(
        {
          status: 400,
          message: 'event.itemOutsideEvent',
          errors: [{ field: 'startDateHour', message: 'event.itemOutsideEvent', target: 'startDateHour' }],
        },
        { status: 400 },
      ),
    )
    renderBoard()
    const list = await screen.findByRole('list', { name: 'Reservas de ambientes' })
    await userEvent.click(
      within(within(list).getAllByRole('listitem')[0]).getByRole('button', { name: 'Mover' }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Mover ou alterar a reserva' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }))
    expect(await within(dialog).findByText('Início deve estar dentro das datas do evento')).toBeTruthy()
  })

  it('creates by the dialog: the room and period go to a new event form', { timeout: 20_000 }, async () => {
    backend(() => HttpResponse.json({}))
    renderBoard()
    await userEvent.click(await screen.findByRole('button', { name: 'Novo evento em um ambiente' }))
    const dialog = screen.getByRole('dialog', { name: 'Novo evento: ambiente e período' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }))
    const landed = JSON.parse(screen.getByTestId('landed').textContent!)
    expect(landed.pathname).toBe('/event/create')
    expect(landed.state.pickedRooms).toEqual({
      startDate: '2026-11-25T00:00:00',
      endDate: '2026-11-25T04:00:00',
      environments: [{ id: 1, name: 'Salão Nobre' }],
    })
  })
})
