import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../providers/testSession'
import { renderInAdmin } from '../../providers/testing'
import NotificationBell from './NotificationBell'
import type { AppNotification } from './types'

/** A stand-in for the browser WebSocket: records what the app sends, lets the test push. */
class FakeSocket {
  static last: FakeSocket | null = null
  sent: unknown[] = []
  onopen: (() => void) | null = null
  onmessage: ((e: { data: string }) => void) | null = null
  onclose: ((e: { code: number }) => void) | null = null
  constructor(public url: string) {
    FakeSocket.last = this
    setTimeout(() => this.onopen?.(), 0)
  }
  send(text: string) {
    const m = JSON.parse(text) as { type: string }
    this.sent.push(m)
    if (m.type === 'auth')
      setTimeout(() => this.onmessage?.({ data: JSON.stringify({ type: 'auth', ok: true }) }), 0)
  }
  push(payload: AppNotification) {
    this.onmessage?.({ data: JSON.stringify({ channel: 'notifications/staff@demo.test', payload }) })
  }
  close() {}
}

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => {
  signInForTest()
  FakeSocket.last = null
  vi.stubGlobal('WebSocket', FakeSocket)
})
afterEach(() => vi.unstubAllGlobals())

const note = (id: number): AppNotification => ({
  id,
  subject: `Subject ${id}`,
  description: `Text ${id}`,
  fromName: 'Eventdesk',
  status: 'UNREAD',
})
const badge = () => screen.getByTestId('notification-badge')

function inbox(unread: AppNotification[]) {
  const read: unknown[] = []
  server.use(
    route.get('*/events/notification/unread/7', () => HttpResponse.json(unread)),
    route.post('*/events/notification/read', async ({ request }) => {
      read.push(await request.json())
      return HttpResponse.json({ updated: 1 })
    }),
    route.post('*/events/notification/readAll/7', () => HttpResponse.json({ updated: 3 })),
  )
  return read
}

async function connected() {
  await vi.waitFor(() =>
    expect(FakeSocket.last?.sent).toContainEqual({
      type: 'subscribe',
      channel: 'notifications/staff@demo.test',
    }),
  )
  return FakeSocket.last!
}

describe('NotificationBell', () => {
  it('shows the unread count and authenticates the socket before subscribing to the own channel', async () => {
    inbox([note(3), note(2), note(1)])
    renderInAdmin(<NotificationBell />)
    await vi.waitFor(() => expect(badge().textContent).toBe('3'))
    const socket = await connected()
    expect(socket.sent[0]).toEqual({ type: 'auth', token: 'old-access' })
  })

  it('adds live pushes, shows 10+ from 10 and keeps only the 10 newest', async () => {
    inbox([9, 8, 7, 6, 5, 4, 3, 2, 1].map(note))
    renderInAdmin(<NotificationBell />)
    await vi.waitFor(() => expect(badge().textContent).toBe('9'))
    const socket = await connected()
    socket.push(note(10))
    await vi.waitFor(() => expect(badge().textContent).toBe('10+'))
    socket.push(note(11))
    await userEvent.click(screen.getByRole('button', { name: /Notificações/ }))
    const list = await screen.findByRole('list', { name: 'Notificações' })
    const items = within(list).getAllByRole('button')
    expect(items).toHaveLength(10)
    expect(items[0].textContent).toContain('Subject 11')
    // The oldest one was dropped.
    expect(within(list).queryByText('Subject 1')).toBeNull()
    expect(within(list).getByText('Subject 2')).toBeTruthy()
  })

  it('clicking an item marks it read and removes it; mark all read empties the bell', async () => {
    const read = inbox([note(3), note(2), note(1)])
    renderInAdmin(<NotificationBell />)
    await vi.waitFor(() => expect(badge().textContent).toBe('3'))
    await userEvent.click(screen.getByRole('button', { name: /Notificações/ }))
    await userEvent.click(await screen.findByText('Subject 2'))
    await vi.waitFor(() => expect(screen.queryByText('Subject 2')).toBeNull())
    expect(read).toEqual([[{ id: 2 }]])
    expect(badge().textContent).toBe('2')
    await userEvent.click(screen.getByRole('button', { name: 'Marcar todas como lidas' }))
    expect(await screen.findByText('Nenhuma notificação não lida.')).toBeTruthy()
  })
})
