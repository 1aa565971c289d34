import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../providers/testSession'
import { renderInAdmin } from '../../providers/testing'
import type { WaitingEvent } from './api'
import WaitingListPage from './WaitingListPage'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest({ adminUser: true, type: 'ADMIN' }, []))

const wait = { timeout: 5000 }
const PRIORITIES = ['ONE', 'TWO', 'THREE']
const waiting = (id: number, name: string | null, rank: number): WaitingEvent => ({
  id,
  rank,
  name,
  priority: PRIORITIES[rank - 1],
  startDate: '2026-12-04T19:00:00',
  endDate: '2026-12-04T23:00:00',
  situation: 'WAIT_LIST',
  version: 2,
})
const queue = [waiting(11, 'Festa A', 1), waiting(12, 'Festa B', 2), waiting(13, null, 3)]

/** The server as the screen meets it: the queue with the group's version 4; every PUT is recorded. */
function backend(answer: (order: number[], version: number) => Response) {
  const orders: number[][] = []
  const versions: number[] = []
  server.use(
    route.get('*/events/configuration', () => HttpResponse.json([])),
    route.get('*/events/waiting-list-group', () =>
      HttpResponse.json({
        content: [{ id: 8, name: 'Dezembro' }],
        totalElements: 1,
        totalPages: 1,
        size: 200,
        number: 0,
        numberOfElements: 1,
      }),
    ),
    route.get('*/events/waiting-list-group/8/events', () =>
      HttpResponse.json({ version: 4, content: queue }),
    ),
    route.put('*/events/waiting-list-group/8/events', async ({ request }) => {
      const { order, version } = (await request.json()) as { order: number[]; version: number }
      orders.push(order)
      versions.push(version)
      return answer(order, version)
    }),
  )
  return { orders, versions }
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => row.querySelector('p')?.nextElementSibling?.querySelector('p')?.textContent)

describe('WaitingListPage', () => {
  it(
    'lists the group by rank (a hidden event by its place) and moves one down by its button, sending the version read',
    { timeout: 20_000 },
    async () => {
      const { orders, versions } = backend((order, version) =>
        HttpResponse.json({
          version: version + 1,
          content: order.map((id, i) => ({
            ...queue.find((e) => e.id === id)!,
            rank: i + 1,
            priority: PRIORITIES[i],
          })),
        }),
      )
      renderInAdmin(<WaitingListPage />, '/?group=8')
      const list = await screen.findByRole('list', { name: 'Eventos na espera: Dezembro' }, wait)
      expect(names(list)).toEqual(['Festa A', 'Festa B', 'Evento reservado'])
      expect(within(list).getByRole('button', { name: 'Subir Festa A' })).toHaveProperty('disabled', true)
      await userEvent.click(within(list).getByRole('button', { name: 'Descer Festa A' }))
      await expect.poll(() => orders, wait).toEqual([[12, 11, 13]])
      expect(await screen.findByText('Ordem da lista de espera alterada', {}, wait)).toBeTruthy()
      expect(names(list)).toEqual(['Festa B', 'Festa A', 'Evento reservado'])
      expect(versions).toEqual([4])
      // The next move carries the version the answer gave, not the one first read.
      await userEvent.click(within(list).getByRole('button', { name: 'Descer Festa A' }))
      await expect
        .poll(() => orders, wait)
        .toEqual([
          [12, 11, 13],
          [12, 13, 11],
        ])
      expect(versions).toEqual([4, 5])
    },
  )

  it(
    'a stale version is refused: the message says so and the server order comes back',
    { timeout: 20_000 },
    async () => {
      const { versions } = backend(() =>
        HttpResponse.json(
          { status: 409, message: 'event.changedInAnotherSession', errors: [] },
          { status: 409 },
        ),
      )
      renderInAdmin(<WaitingListPage />, '/?group=8')
      const list = await screen.findByRole('list', { name: 'Eventos na espera: Dezembro' }, wait)
      await userEvent.click(within(list).getByRole('button', { name: 'Subir Festa B' }))
      expect(await screen.findByText(/alterado em outra sessão/, {}, wait)).toBeTruthy()
      await expect.poll(() => names(list), wait).toEqual(['Festa A', 'Festa B', 'Evento reservado'])
      expect(versions).toEqual([4])
    },
  )

  it('asks for a group first', { timeout: 20_000 }, async () => {
    backend(() => HttpResponse.json([]))
    renderInAdmin(<WaitingListPage />)
    expect(await screen.findByText('Escolha um grupo para ver seus eventos por ordem', {}, wait)).toBeTruthy()
  })
})
