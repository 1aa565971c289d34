/**
 * What the diary screens show while a read is on its way, when it finds nothing and when it fails
 * (issue 16, "Screens owe"): the suggestion, the timeline's diary (list and timeline) and the
 * calendar, each in words a person reads.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { Route, Routes, useLocation } from 'react-router-dom'
import { signInForTest } from '../../providers/testSession'
import { renderInAdmin } from '../../providers/testing'
import CalendarPage from './calendar/CalendarPage'
import SuggestPage from './suggest/SuggestPage'
import DiaryBoard from './timeline/DiaryBoard'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest({ adminUser: true, type: 'ADMIN' }, []))

const failed = () =>
  HttpResponse.json({ status: 500, message: 'error.internal', errors: [] }, { status: 500 })
const FAILED = 'Erro interno; tente novamente'
const list = (content: unknown[]) => () => HttpResponse.json({ content, totalElements: content.length })

function common() {
  server.use(
    route.get('*/events/configuration', () => HttpResponse.json([])),
    route.get('*/events/currency-company/active', () => HttpResponse.json([])),
    route.get('*/events/environment-format', list([])),
    route.get('*/events/environment', list([])),
    route.get('*/events/event-type', list([])),
    route.get('*/events/holiday', list([])),
  )
}

describe('suggestion states', () => {
  async function ask(answer: () => Response | Promise<Response>) {
    common()
    server.use(route.get('*/events/environment-suggest', answer))
    renderInAdmin(<SuggestPage />)
    const field = (label: string) => screen.findByRole('textbox', { name: new RegExp(`^${label}`) })
    fireEvent.change(await field('Início'), { target: { value: '01/12/2026 08:00' } })
    fireEvent.change(await field('Fim'), { target: { value: '02/12/2026 18:00' } })
    await userEvent.click(screen.getByRole('button', { name: 'Sugerir ambientes' }))
  }

  it('shows progress while asking, then says a failed suggestion', async () => {
    await ask(async () => {
      await delay(300)
      return failed()
    })
    await screen.findByRole('progressbar', { name: 'Carregando' })
    await screen.findByText(FAILED, {}, { timeout: 10_000 })
    expect(screen.queryByRole('progressbar', { name: 'Carregando' })).toBeNull()
  })

  it('says when no room fits', async () => {
    await ask(list([]))
    await screen.findByText(/Nenhum ambiente atende aos requisitos da sugestão/, {}, { timeout: 10_000 })
  })
})

describe('timeline diary states', () => {
  const board = (listView: boolean) => (
    <DiaryBoard
      start={new Date('2026-11-25T00:00:00')}
      end={new Date('2026-12-02T00:00:00')}
      onRange={() => undefined}
      situations={['CONFIRMED']}
      options={{ showTime: false, emptyRooms: true, byDay: false }}
      editable
      list={listView}
    />
  )
  const emptyDiary = {
    environments: [{ id: 1, name: 'Salão Nobre', compound: false, parts: [] }],
    bookings: [],
    maintenances: [],
    holidays: [],
  }

  it('shows progress while reading, then says a failed read', async () => {
    common()
    server.use(
      route.get('*/events/diary', async () => {
        await delay(300)
        return failed()
      }),
    )
    renderInAdmin(board(true))
    await screen.findByRole('progressbar', { name: 'Carregando' })
    await screen.findByText(FAILED, {}, { timeout: 10_000 })
  })

  it('says an empty period, and still offers to create by keyboard', async () => {
    common()
    server.use(route.get('*/events/diary', () => HttpResponse.json(emptyDiary)))
    renderInAdmin(board(true))
    await screen.findByText(
      'Nenhuma reserva neste período. Mude o período ou as opções.',
      {},
      { timeout: 10_000 },
    )
    await userEvent.click(screen.getByRole('button', { name: 'Novo evento em um ambiente' }))
    await screen.findByRole('dialog', { name: 'Novo evento: ambiente e período' })
  })
})

function Landed() {
  return <pre data-testid="landed">{useLocation().pathname}</pre>
}

describe('calendar states and keyboard', () => {
  const today = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  const day = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`

  it('shows progress while the entries load', async () => {
    common()
    server.use(
      route.get('*/events/event/calendar', async () => {
        await delay(400)
        return HttpResponse.json([])
      }),
    )
    renderInAdmin(<CalendarPage />)
    await screen.findByRole('progressbar', { name: 'Carregando' }, { timeout: 10_000 })
    await screen.findByText('Nenhum evento neste período com estes filtros.', {}, { timeout: 10_000 })
    expect(screen.queryByRole('progressbar', { name: 'Carregando' })).toBeNull()
  })

  it('an event is reached with Tab and opened with Enter', async () => {
    common()
    server.use(
      route.get('*/events/event/calendar', () =>
        HttpResponse.json([
          {
            id: 12,
            name: 'Feira do Livro',
            startDate: `${day}T09:00:00`,
            endDate: `${day}T18:00:00`,
            situation: 'CONFIRMED',
            isEnvironmentReservation: false,
            environment: null,
            eventType: null,
          },
        ]),
      ),
    )
    renderInAdmin(
      <Routes>
        <Route path="/" element={<CalendarPage />} />
        <Route path="*" element={<Landed />} />
      </Routes>,
    )
    const title = await screen.findByText('Feira do Livro', {}, { timeout: 10_000 })
    const event = title.closest<HTMLElement>('[tabindex="0"]')
    expect(event).not.toBeNull()
    event!.focus()
    await userEvent.keyboard('{Enter}')
    expect((await screen.findByTestId('landed')).textContent).toBe('/event/12/edit')
  })
})
