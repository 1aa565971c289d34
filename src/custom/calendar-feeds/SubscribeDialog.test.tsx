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

const theirs = {
  id: 11,
  scope: 'USER',
  name: 'Agenda da Marta',
  target: { id: 5, name: 'Eventos de marta@demo.test' },
  owner: { id: 5, email: 'marta@demo.test' },
  createdAt: '2026-11-20T09:00:00',
}

/** The server as the dialog meets it: POST makes feed 7, the list holds it until it is revoked. */
function backend() {
  const posted: unknown[] = []
  const revoked: string[] = []
  let listed: object[] = [
    {
      id: 7,
      scope: 'EVENT',
      name: 'Congresso Anual',
      target: { id: 42, name: 'Congresso Anual' },
      owner: { id: 1, email: 'admin@demo.test' },
      createdAt: '2026-11-28T09:00:00',
    },
  ]
  server.use(
    route.get('*/events/configuration', () => HttpResponse.json([])),
    route.post('*/events/calendar-feed', async ({ request }) => {
      posted.push(await request.json())
      return HttpResponse.json({ id: 7, scope: 'EVENT', url: URL_OF_FEED }, { status: 201 })
    }),
    route.get('*/events/calendar-feed', ({ request }) => {
      const rows = new URL(request.url).searchParams.get('all') === 'true' ? [...listed, theirs] : listed
      return HttpResponse.json({
        content: rows,
        totalElements: rows.length,
        totalPages: 1,
        size: 100,
        number: 0,
        numberOfElements: rows.length,
      })
    }),
    route.get('*/events/environment', () =>
      HttpResponse.json({
        content: [
          { id: 3, name: 'Salão Nobre' },
          { id: 4, name: 'Sala Jardim' },
        ],
        totalElements: 2,
        totalPages: 1,
        size: 500,
        number: 0,
        numberOfElements: 2,
      }),
    ),
    route.delete('*/events/calendar-feed/:id', ({ params }) => {
      revoked.push(String(params.id))
      listed = []
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return { posted, revoked, list: (rows: object[]) => (listed = rows) }
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
      await userEvent.click(await within(dialog).findByRole('button', { name: /criar endereço/i }, wait))
      const url = await within(dialog).findByLabelText(/endereço do calendário/i, {}, wait)
      expect((url as HTMLInputElement).value).toBe(URL_OF_FEED)
      expect(posted).toEqual([expect.objectContaining({ scope: 'EVENT', id: 42, name: '' })])
      expect(within(dialog).getByText(/google agenda/i)).toBeTruthy()
      expect(within(dialog).getByText(/outlook/i)).toBeTruthy()
      expect(within(dialog).getByText(/calendário da apple/i)).toBeTruthy()

      const list = within(dialog).getByRole('list', { name: /meus calendários/i })
      expect(await within(list).findByText('Congresso Anual', {}, wait)).toBeTruthy()
      expect(within(list).getByText(/^Evento: Congresso Anual · Criado em 28\/11\/2026$/)).toBeTruthy()
      await userEvent.click(within(list).getByRole('button', { name: /revogar/i }))
      await userEvent.click(await screen.findByRole('button', { name: /confirm/i }, wait))
      await waitFor(() => expect(revoked).toEqual(['7']), wait)
      expect(await within(dialog).findByText(/você não assina nenhum calendário/i, {}, wait)).toBeTruthy()
    },
  )

  it(
    'opening it or picking a room makes no feed: the button does, once, with the name given',
    { timeout: 20_000 },
    async () => {
      const { posted } = backend()
      renderInAdmin(<SubscribeButton scope="ENVIRONMENT" />)
      await userEvent.click(await screen.findByRole('button', { name: /assinar calendário/i }, wait))
      const dialog = await screen.findByRole('dialog', {}, wait)
      const create = await within(dialog).findByRole('button', { name: /criar endereço/i }, wait)
      expect((create as HTMLButtonElement).disabled).toBe(true)
      await userEvent.click(within(dialog).getByRole('combobox'))
      await userEvent.click(await screen.findByRole('option', { name: 'Salão Nobre' }, wait))
      await userEvent.click(within(dialog).getByRole('combobox'))
      await userEvent.click(await screen.findByRole('option', { name: 'Sala Jardim' }, wait))
      const name = within(dialog).getByLabelText(/nome do calendário/i) as HTMLInputElement
      expect(name.value).toBe('Sala Jardim')
      expect(posted).toEqual([])

      await userEvent.clear(name)
      await userEvent.type(name, 'Jardim — equipe de A&B')
      await userEvent.click(within(dialog).getByRole('button', { name: /criar endereço/i }))
      await within(dialog).findByLabelText(/endereço do calendário/i, {}, wait)
      expect(posted).toEqual([
        expect.objectContaining({ scope: 'ENVIRONMENT', id: 4, name: 'Jardim — equipe de A&B' }),
      ])
    },
  )

  it('suggests a name none of the person’s feeds has yet', { timeout: 20_000 }, async () => {
    const { posted, list } = backend()
    const mine = { scope: 'USER', target: { id: 1, name: 'Eventos de admin@demo.test' } }
    const owner = { id: 1, email: 'admin@demo.test' }
    list([
      { ...mine, id: 8, name: 'Eventos que coordeno', owner, createdAt: '2026-11-28T09:00:00' },
      { ...mine, id: 9, name: 'Eventos que coordeno (2)', owner, createdAt: '2026-11-29T09:00:00' },
    ])
    renderInAdmin(<SubscribeButton scope="USER" id={1} />)
    await userEvent.click(await screen.findByRole('button', { name: /assinar calendário/i }, wait))
    const dialog = await screen.findByRole('dialog', {}, wait)
    await within(dialog).findByText('Eventos que coordeno (2)', {}, wait)
    const name = within(dialog).getByLabelText(/nome do calendário/i) as HTMLInputElement
    await waitFor(() => expect(name.value).toBe('Eventos que coordeno (3)'), wait)
    await userEvent.click(within(dialog).getByRole('button', { name: /criar endereço/i }))
    await waitFor(
      () =>
        expect(posted).toEqual([
          expect.objectContaining({ scope: 'USER', id: 1, name: 'Eventos que coordeno (3)' }),
        ]),
      wait,
    )
  })

  it(
    'an administrator switches to every member’s feeds, with their owners',
    { timeout: 20_000 },
    async () => {
      backend()
      renderInAdmin(<SubscribeButton scope="EVENT" id={42} />)
      await userEvent.click(await screen.findByRole('button', { name: /assinar calendário/i }, wait))
      const dialog = await screen.findByRole('dialog', {}, wait)
      const list = within(dialog).getByRole('list', { name: /meus calendários/i })
      await within(list).findByText('Congresso Anual', {}, wait)
      expect(within(list).queryByText('Agenda da Marta')).toBeNull()
      await userEvent.click(within(dialog).getByRole('switch', { name: /calendários de todos os membros/i }))
      expect(await within(list).findByText('Agenda da Marta', {}, wait)).toBeTruthy()
      expect(within(list).getByText(/de marta@demo\.test$/)).toBeTruthy()
    },
  )
})
