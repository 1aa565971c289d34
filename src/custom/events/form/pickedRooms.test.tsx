import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { AdminContext } from 'react-admin'
import { createDataProvider } from '../../../providers/dataProvider'
import { createI18nProvider } from '../../../providers/i18nProvider'
import { signInForTest } from '../../../providers/testSession'
import EventCreate from './EventCreate'
import type { PickedRooms } from '../types'
import { assemblyEndOf } from './pickedRooms'

const server = setupServer()
// The form's autocompletes ask for their lists as they open; none is opened here.
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest({ adminUser: true, type: 'ADMIN' }, []))

const pickedRooms: PickedRooms = {
  startDate: '2026-12-01T08:00:00',
  endDate: '2026-12-03T18:00:00',
  people: 100,
  environments: [
    { id: 4, name: 'Auditório Principal', formatId: 3 },
    { id: 5, name: 'Sala Jardim', formatId: 3 },
  ],
}

function Landed() {
  const { pathname, search } = useLocation()
  return <p data-testid="landed">{pathname + search}</p>
}

describe('a new event with rooms picked in the suggestion', () => {
  it(
    'starts with their period and, once saved, receives the rooms one after the other',
    { timeout: 30_000 },
    async () => {
      const created: Record<string, unknown>[] = []
      const rooms: Record<string, unknown>[] = []
      server.use(
        route.get('*/events/configuration', () => HttpResponse.json([])),
        route.post('*/events/event/', async ({ request }) => {
          created.push((await request.json()) as Record<string, unknown>)
          return HttpResponse.json({ id: 77, name: 'Congresso', situation: 'NEW', version: 1 })
        }),
        route.post('*/events/event/77/environment', async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>
          rooms.push(body)
          return HttpResponse.json({
            id: rooms.length,
            eventVersion: Number(body.eventVersion) + 1,
            content: [],
          })
        }),
      )
      render(
        <MemoryRouter initialEntries={[{ pathname: '/event/create', state: { pickedRooms } }]}>
          <AdminContext dataProvider={createDataProvider()} i18nProvider={createI18nProvider()}>
            <Routes>
              <Route path="/event/create" element={<EventCreate />} />
              <Route path="*" element={<Landed />} />
            </Routes>
          </AdminContext>
        </MemoryRouter>,
      )
      expect(
        await screen.findByText('Ao salvar, o evento recebe os ambientes: Auditório Principal, Sala Jardim'),
      ).toBeTruthy()
      expect((screen.getByRole('textbox', { name: /^Início/ }) as HTMLInputElement).value).toBe(
        '01/12/2026 08:00',
      )
      fireEvent.change(screen.getByRole('textbox', { name: /^Nome(\s*\*)?$/ }), {
        target: { value: 'Congresso' },
      })
      await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
      expect((await screen.findByTestId('landed')).textContent).toBe('/event/77/edit?tab=environment')
      expect(created[0]).toMatchObject({
        name: 'Congresso',
        startDate: '2026-12-01T08:00:00',
        estimatedPeople: 100,
      })
      expect(rooms).toEqual([
        expect.objectContaining({
          environment: { id: 4 },
          environmentFormat: { id: 3 },
          startDateHour: '2026-12-01T08:00:00',
          endDateHour: '2026-12-03T18:00:00',
          assemblyEnd: '2026-12-01T09:00:00',
          esteemedPeople: 100,
          eventVersion: 1,
        }),
        expect.objectContaining({ environment: { id: 5 }, eventVersion: 2 }),
      ])
    },
  )
})

describe('assemblyEndOf', () => {
  it('ends the assembly an hour into the period, or half-way through a shorter one', () => {
    expect(assemblyEndOf('2026-12-01T08:00:00', '2026-12-03T18:00:00')).toBe('2026-12-01T09:00:00')
    expect(assemblyEndOf('2026-12-01T08:00:00', '2026-12-01T08:30:00')).toBe('2026-12-01T08:15:00')
  })
})
