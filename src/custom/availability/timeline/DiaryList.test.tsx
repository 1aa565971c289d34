import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../../providers/testSession'
import { renderInAdmin } from '../../../providers/testing'
import type { Booking, Diary } from '../types'
import DiaryList from './DiaryList'

const server = setupServer(route.get('*/events/configuration', () => HttpResponse.json([])))
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() =>
  signInForTest({ adminUser: false, type: 'USER' }, ['ACTION_EVENT', 'ACTION_CHANGE_CONFIRMED']),
)

const booking = (over: Partial<Booking>): Booking => ({
  id: 1,
  eventId: 5,
  eventName: 'Casamento Premium',
  situation: 'CONFIRMED',
  environment: { id: 1 },
  start: '2026-12-10T10:00:00',
  end: '2026-12-10T18:00:00',
  occupiedStart: '2026-12-10T10:00:00',
  occupiedEnd: '2026-12-10T18:00:00',
  blocking: true,
  holdRank: null,
  ...over,
})

const diary: Diary = {
  environments: [{ id: 1, name: 'Sala Cedro', compound: false, parts: [] }],
  bookings: [booking({}), booking({ id: 2, eventId: 6, eventName: null, start: '2026-12-11T10:00:00' })],
  maintenances: [],
  holidays: [],
}

describe('DiaryList', () => {
  it("offers opening and moving only the bookings whose event the person may see (issue 49: others' ended in 403)", async () => {
    renderInAdmin(
      <DiaryList diary={diary} holdLabel={(r) => `${r}ª opção`} onOpen={vi.fn()} onMove={vi.fn()} />,
    )
    const items = await screen.findAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(items[0]).getByRole('button', { name: 'Abrir evento' })).toBeTruthy()
    expect(within(items[0]).getByRole('button', { name: 'Mover' })).toBeTruthy()
    expect(within(items[1]).queryByRole('button', { name: 'Abrir evento' })).toBeNull()
    expect(within(items[1]).queryByRole('button', { name: 'Mover' })).toBeNull()
  })
})

describe("DiaryList and someone else's events", () => {
  it('opens but offers no move or rank for an event the person sees but may not change (issue 49 item 21)', async () => {
    signInForTest({ adminUser: false, type: 'USER' }, [
      'ACTION_EVENT',
      'ACTION_CHANGE_CONFIRMED',
      'ACTION_SEE_OTHERS_EVENTS',
    ])
    const others: Diary = {
      ...diary,
      bookings: [
        booking({ createdBy: 999 }),
        booking({
          id: 3,
          eventId: 7,
          eventName: 'Opção de outro',
          blocking: false,
          holdRank: 2,
          createdBy: 999,
        }),
      ],
    }
    renderInAdmin(
      <DiaryList
        diary={others}
        holdLabel={(r) => `${r}ª opção`}
        onOpen={vi.fn()}
        onMove={vi.fn()}
        onRank={vi.fn()}
      />,
    )
    const items = await screen.findAllByRole('listitem')
    expect(within(items[0]).getByRole('button', { name: 'Abrir evento' })).toBeTruthy()
    expect(within(items[0]).queryByRole('button', { name: 'Mover' })).toBeNull()
    expect(within(items[1]).getByRole('button', { name: 'Abrir evento' })).toBeTruthy()
    expect(within(items[1]).queryByRole('button', { name: 'Mover' })).toBeNull()
    expect(within(items[1]).queryByRole('button', { name: /Subir|Descer/ })).toBeNull()
  })
})
