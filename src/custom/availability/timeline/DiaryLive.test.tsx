import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../../providers/testSession'
import { renderInAdmin } from '../../../providers/testing'
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

const taken = {
  id: 5,
  eventId: 50,
  eventName: 'Casamento Push',
  situation: 'CONFIRMED',
  eventVersion: 3,
  environment: { id: 2 },
  start: '2026-11-30T21:00:00',
  end: '2026-12-01T01:00:00',
  occupiedStart: '2026-11-30T21:00:00',
  occupiedEnd: '2026-12-01T01:00:00',
  blocking: true,
  holdRank: null,
}

const push = (start: string, end: string, environments: number[]) =>
  act(() => void deliverToFollowers('tenant', { type: 'DIARY', start, end, environments, eventId: 9 }))

/** Issue 36 "Live": an open timeline reads again only for a change on its period and rooms. */
describe('DiaryBoard and DIARY pushes', () => {
  it('reads again only the stretch an overlapping push names, never for one elsewhere in time or in other rooms', async () => {
    let reads = 0
    const asked: Record<string, string>[] = []
    server.use(
      route.get('*/events/configuration', () => HttpResponse.json([])),
      route.get('*/events/currency-company/active', () => HttpResponse.json([{ symbol: 'R$', main: true }])),
      route.get('*/events/diary', ({ request }) => {
        reads++
        const q = Object.fromEntries(new URL(request.url).searchParams)
        asked.push(q)
        // The stretch read after the push holds a booking the first read did not.
        return HttpResponse.json(
          q.environments ? { ...diary, environments: [diary.environments[1]], bookings: [taken] } : diary,
        )
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
    await push('2026-11-30T20:00:00', '2026-12-01T02:00:00', [2, 77])
    await waitFor(() => expect(reads).toBe(2))
    // Room 77 is not on this diary: only room 2 over the push's period is asked for.
    expect(asked[1]).toMatchObject({
      start: '2026-11-30T20:00:00',
      end: '2026-12-01T02:00:00',
      environments: '2',
      situations: 'CONFIRMED',
    })
    expect(await screen.findByText('Casamento Push')).toBeTruthy()
    await new Promise((r) => setTimeout(r, 150))
    expect(reads).toBe(2)
  })
})
