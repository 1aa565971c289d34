import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../providers/testSession'
import { renderInAdmin } from '../../providers/testing'
import SubscribeButton from './SubscribeButton'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest({ adminUser: true, type: 'ADMIN' }, []))

const wait = { timeout: 5000 }
const URL_OF_FEED = 'http://venue.example/events/ics/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde.ics'

/** The server as the dialog meets it: POST makes feed 7, the list holds it until it is revoked. */
function backend() {
  const posted: unknown[] = []
  const revoked: string[] = []
  let listed = [
    { id: 7, scope: 'EVENT', target: { id: 42, name: 'Congresso Anual' }, createdAt: '2026-11-28T09:00:00' },
  ]
  server.use(
    route.get('*/events/configuration', () => HttpResponse.json([])),
    route.post('*/events/calendar-feed', async ({ request }) => {
      posted.push(await request.json())
      return HttpResponse.json({ id: 7, scope: 'EVENT', url: URL_OF_FEED }, { status: 201 })
    }),
    route.get('*/events/calendar-feed', () => HttpResponse.json({ content: listed })),
    route.delete('*/events/calendar-feed/:id', ({ params }) => {
      revoked.push(String(params.id))
      listed = []
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return { posted, revoked }
}

describe('SubscribeButton', () => {
  it(
    'makes the feed, shows its URL and how to paste it, and revokes it from the list',
    { timeout: 20_000 },
    async () => {
      const { posted, revoked } = backend()
      renderInAdmin(<SubscribeButton scope="EVENT" id={42} />)
      await userEvent.click(await screen.findByRole('button', { name: /assinar calendário/i }, wait))
      const dialog = await screen.findByRole('dialog', {}, wait)
      const url = await within(dialog).findByLabelText(/endereço do calendário/i, {}, wait)
      expect((url as HTMLInputElement).value).toBe(URL_OF_FEED)
      expect(posted).toEqual([expect.objectContaining({ scope: 'EVENT', id: 42 })])
      expect(within(dialog).getByText(/google agenda/i)).toBeTruthy()
      expect(within(dialog).getByText(/outlook/i)).toBeTruthy()
      expect(within(dialog).getByText(/calendário da apple/i)).toBeTruthy()

      const list = within(dialog).getByRole('list', { name: /meus calendários/i })
      expect(await within(list).findByText('Evento: Congresso Anual', {}, wait)).toBeTruthy()
      await userEvent.click(within(list).getByRole('button', { name: /revogar/i }))
      await userEvent.click(await screen.findByRole('button', { name: /confirm/i }, wait))
      await waitFor(() => expect(revoked).toEqual(['7']), wait)
      expect(await within(dialog).findByText(/você não assina nenhum calendário/i, {}, wait)).toBeTruthy()
    },
  )
})
