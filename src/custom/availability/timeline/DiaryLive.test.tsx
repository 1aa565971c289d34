import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { act, waitFor } from '@testing-library/react'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../../providers/testSession'
import { renderInAdmin } from '../../events/testing'
import { deliverToFollowers } from '../../notifications/channelFollowers'
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
  bookings: [],
  maintenances: [],
  holidays: [],
}

const push = (start: string, end: string, environments: number[]) =>
  act(() => void deliverToFollowers('tenant', { type: 'DIARY', start, end, environments, eventId: 9 }))

/** Issue 36 "Live": an open timeline reads again only for a change on its period and rooms. */
describe('DiaryBoard and DIARY pushes', () => {
  it('reads its window again on an overlapping push, never on one elsewhere in time or in other rooms', async () => {
    let reads = 0
    server.use(
      route.get('*/events/configuration', () => HttpResponse.json([])),
      route.get('*/events/currency-company/active', () => HttpResponse.json([{ symbol: 'R$', main: true }])),
      route.get('*/events/diary', () => {
        reads++
        return HttpResponse.json(diary)
      }),
    )
    renderInAdmin(
      <DiaryBoard
        start={new Date('2026-11-25T00:00:00')}
        end={new Date('2026-12-02T00:00:00')}
        onRange={() => undefined}
        situations={['CONFIRMED']}
        options={{ showTime: false, emptyRooms: true, byDay: false }}
        editable={false}
        list
      />,
    )
    await waitFor(() => expect(reads).toBe(1))
    await new Promise((r) => setTimeout(r, 100))
    // The window read is 2026-11-21 → 2026-12-06, rooms 1 and 2.
    await push('2027-02-01T08:00:00', '2027-02-01T18:00:00', [1])
    await push('2026-11-10T08:00:00', '2026-11-21T00:00:00', [1, 2])
    await push('2026-11-26T08:00:00', '2026-11-26T18:00:00', [77])
    await new Promise((r) => setTimeout(r, 150))
    expect(reads).toBe(1)
    await push('2026-12-05T20:00:00', '2026-12-07T02:00:00', [2, 77])
    await waitFor(() => expect(reads).toBe(2))
    await new Promise((r) => setTimeout(r, 150))
    expect(reads).toBe(2)
  })
})
