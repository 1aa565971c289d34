import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { Route, Routes, useLocation } from 'react-router-dom'
import { signInForTest } from '../../../providers/testSession'
import { renderInAdmin } from '../../../providers/testing'
import type { Suggestion } from '../types'
import SuggestPage from './SuggestPage'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest({ adminUser: true, type: 'ADMIN' }, []))

const rows: Suggestion[] = [
  {
    environment: {
      id: 4,
      name: 'Auditório Principal',
      dailyRate: 1500,
      environmentFormats: [{ format: { id: 3, name: 'Auditório' }, capacity: 300 }],
    },
    checked: true,
    eventConflicts: [],
  },
  {
    environment: {
      id: 5,
      name: 'Sala Jardim',
      dailyRate: 800,
      environmentFormats: [{ format: { id: 3, name: 'Auditório' }, capacity: 120 }],
    },
    checked: false,
    eventConflicts: [
      {
        eventId: 31,
        name: 'Casamento Premium',
        situation: 'CONFIRMED',
        start: '2026-12-02T10:00:00',
        end: '2026-12-02T23:00:00',
      },
      {
        eventId: 32,
        name: null,
        situation: 'NEGOTIATION',
        start: '2026-12-03T10:00:00',
        end: '2026-12-03T18:00:00',
      },
    ],
  },
]

function backend(content: Suggestion[] = rows) {
  const asked: URLSearchParams[] = []
  server.use(
    route.get('*/events/configuration', () => HttpResponse.json([])),
    route.get('*/events/currency-company/active', () => HttpResponse.json([{ symbol: 'R$', main: true }])),
    route.get('*/events/environment-format', () =>
      HttpResponse.json({ content: [{ id: 3, name: 'Auditório' }], totalElements: 1 }),
    ),
    route.get('*/events/environment-suggest', ({ request }) => {
      asked.push(new URL(request.url).searchParams)
      return HttpResponse.json({ content, totalElements: content.length })
    }),
  )
  return asked
}

/** Where "create event with these rooms" lands: shows what the event form is handed. */
function CreateProbe() {
  const { state } = useLocation()
  return <pre data-testid="handed">{JSON.stringify(state)}</pre>
}

/** Where "add to the event" lands: the event's form, with the room in its URL. */
function EditProbe() {
  const { pathname, search } = useLocation()
  return <pre data-testid="landed">{`${pathname}${search}`}</pre>
}

function renderPage(path = '/') {
  return renderInAdmin(
    <Routes>
      <Route path="/" element={<SuggestPage />} />
      <Route path="/event/create" element={<CreateProbe />} />
      <Route path="/event/:id/edit" element={<EditProbe />} />
    </Routes>,
    path,
  )
}

const congress = {
  id: 12,
  version: 2,
  name: 'Congresso Anual',
  situation: 'NEGOTIATION',
  startDate: '2026-12-01T08:00:00',
  endDate: '2026-12-02T18:00:00',
  estimatedPeople: 90,
}

const typeDate = async (label: string, text: string) => {
  // fireEvent: typing character by character is slow on a shared machine; the mask sees the whole text.
  const input = await screen.findByRole('textbox', { name: new RegExp(`^${label}`) })
  fireEvent.change(input, { target: { value: text } })
}

describe('SuggestPage', () => {
  it('says what is missing or too long before asking the server', { timeout: 20_000 }, async () => {
    const asked = backend()
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Sugerir ambientes' }))
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Início deve ser informado',
      'Fim deve ser informado',
    ])
    await typeDate('Início', '01/12/2026 08:00')
    await typeDate('Fim', '22/12/2026 08:00')
    await userEvent.click(screen.getByRole('button', { name: 'Sugerir ambientes' }))
    expect(screen.getByRole('alert').textContent).toBe('O período pode ter no máximo 20 dias')
    expect(asked).toHaveLength(0)
  })

  it(
    'lists rate, capacities, free or conflicts (hidden names said so) and hands the picked rooms to the event form',
    { timeout: 20_000 },
    async () => {
      const asked = backend()
      renderPage()
      await typeDate('Início', '01/12/2026 08:00')
      await typeDate('Fim', '03/12/2026 18:00')
      fireEvent.change(screen.getByRole('textbox', { name: 'Pessoas' }), { target: { value: '100' } })
      await userEvent.click(screen.getByRole('button', { name: 'Sugerir ambientes' }))
      const table = await screen.findByRole('table', { name: 'Ambientes sugeridos' })
      expect(asked[0].get('startDate')).toBe('2026-12-01T08:00:00')
      expect(asked[0].get('endDate')).toBe('2026-12-03T18:00:00')
      expect(asked[0].get('people')).toBe('100')
      const [, first, second] = within(table).getAllByRole('row')
      expect(first.textContent).toContain('Auditório Principal')
      expect(first.textContent).toContain('R$ 1.500,00')
      expect(first.textContent).toContain('Auditório: 300')
      expect(first.textContent).toContain('Livre')
      expect(second.textContent).toContain('Em conflito')
      expect(second.textContent).toContain('Casamento Premium')
      expect(second.textContent).toContain('Evento reservado')
      const create = screen.getByRole('button', { name: /Criar evento/ })
      expect((create as HTMLButtonElement).disabled).toBe(true)
      await userEvent.click(within(first).getByRole('checkbox'))
      await userEvent.click(screen.getByRole('button', { name: 'Criar evento com este ambiente' }))
      const handed = JSON.parse((await screen.findByTestId('handed')).textContent!)
      expect(handed.pickedRooms).toEqual({
        startDate: '2026-12-01T08:00:00',
        endDate: '2026-12-03T18:00:00',
        people: 100,
        environments: [{ id: 4, name: 'Auditório Principal' }],
      })
    },
  )

  it('says when no room fits', { timeout: 20_000 }, async () => {
    backend([])
    renderPage()
    await typeDate('Início', '01/12/2026 08:00')
    await typeDate('Fim', '03/12/2026 18:00')
    await userEvent.click(screen.getByRole('button', { name: 'Sugerir ambientes' }))
    expect(await screen.findByText(/Nenhum ambiente atende/)).toBeTruthy()
  })

  it(
    'issue 35: opened for an event, searches with its dates and people and sends a room to its add form',
    { timeout: 20_000 },
    async () => {
      const asked = backend()
      server.use(route.get('*/events/event/12', () => HttpResponse.json(congress)))
      renderPage('/?event=12')
      expect(await screen.findByText(/Sugestão para o evento #12 · Congresso Anual/)).toBeTruthy()
      const table = await screen.findByRole('table', { name: 'Ambientes sugeridos' })
      expect(asked[0].get('startDate')).toBe('2026-12-01T08:00:00')
      expect(asked[0].get('endDate')).toBe('2026-12-02T18:00:00')
      expect(asked[0].get('people')).toBe('90')
      // Nothing to pick for a new event here: each room goes to this one.
      expect(within(table).queryAllByRole('checkbox')).toHaveLength(0)
      expect(screen.queryByRole('button', { name: /Criar evento/ })).toBeNull()
      await userEvent.click(within(table).getByRole('button', { name: 'Adicionar ao evento: Sala Jardim' }))
      expect((await screen.findByTestId('landed')).textContent).toBe(
        '/event/12/edit?tab=environment&addRoom=5&roomStart=2026-12-01T08%3A00%3A00&roomEnd=2026-12-02T18%3A00%3A00&roomPeople=90',
      )
    },
  )

  it(
    'issue 35: on its own, an event picked among those listed receives a room',
    { timeout: 20_000 },
    async () => {
      backend()
      const filters: Record<string, unknown>[] = []
      server.use(
        route.post('*/events/event/list-events', async ({ request }) => {
          filters.push((await request.json()) as Record<string, unknown>)
          return HttpResponse.json({
            content: [congress],
            totalElements: 1,
            totalPages: 1,
            size: 20,
            number: 0,
          })
        }),
      )
      renderPage()
      await typeDate('Início', '01/12/2026 10:00')
      await typeDate('Fim', '01/12/2026 18:00')
      await userEvent.click(screen.getByRole('button', { name: 'Sugerir ambientes' }))
      const table = await screen.findByRole('table', { name: 'Ambientes sugeridos' })
      // Until an event is chosen, only the new event is offered.
      expect(within(table).queryAllByRole('button', { name: /Adicionar ao evento/ })).toHaveLength(0)
      await userEvent.click(screen.getByRole('combobox', { name: 'Adicionar a um evento existente' }))
      await userEvent.click(
        await screen.findByRole('option', { name: '#12 · Congresso Anual (01/12/2026 – 02/12/2026)' }),
      )
      expect(filters[0].situations).not.toContain('CANCELED')
      await userEvent.click(
        within(table).getByRole('button', { name: 'Adicionar ao evento: Auditório Principal' }),
      )
      expect((await screen.findByTestId('landed')).textContent).toBe(
        '/event/12/edit?tab=environment&addRoom=4&roomStart=2026-12-01T10%3A00%3A00&roomEnd=2026-12-01T18%3A00%3A00',
      )
    },
  )
})
