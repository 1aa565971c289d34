import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../providers/testSession'
import { member, renderUsers } from './testing'
import type { EventsUser } from './types'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
// Signed in as events-user 7 with USER only: the history section is not shown (no history permission).
beforeEach(() => signInForTest({}, ['USER']))

/** One user on the server, plus its (all blocked) permission levels. */
function userServer(start: EventsUser) {
  let user = start
  const sent: { method: string; body: unknown }[] = []
  server.use(
    route.get('*/events/events-users/:id/permission-levels', () =>
      HttpResponse.json({ id: user.id, features: [], levels: { EVENT: 'BLOCKED' } }),
    ),
    route.get('*/events/events-users/:id', () => HttpResponse.json(user)),
    route.post('*/events/events-users', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      sent.push({ method: 'POST', body })
      if (body.email === 'taken@demo.test') {
        return HttpResponse.json(
          { status: 409, message: 'error.unique', errors: [{ field: 'email', message: 'error.unique' }] },
          { status: 409 },
        )
      }
      user = member(30, String(body.email), {
        type: body.type as EventsUser['type'],
        active: Boolean(body.active),
      })
      return HttpResponse.json(user, { status: 201 })
    }),
    route.put('*/events/events-users/:id', async ({ request }) => {
      const body = (await request.json()) as Partial<EventsUser>
      sent.push({ method: 'PUT', body })
      user = { ...user, ...body }
      return HttpResponse.json(user)
    }),
  )
  return sent
}

// Whole pages with react-admin and MUI: slow on a busy two-core machine.
describe('UserCreate and UserEdit', { timeout: 20_000 }, () => {
  it('creates a user with e-mail, type and active, then opens its edit page with the permissions', async () => {
    const sent = userServer(member(30, 'x@demo.test'))
    renderUsers('/events-users/create')
    await userEvent.type(await screen.findByLabelText(/E-mail/), 'nova@demo.test')
    await userEvent.click(screen.getByRole('combobox', { name: /Tipo/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Administrador' }))
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByRole('button', { name: 'Salvar permissões' })).toBeTruthy()
    expect(sent[0]).toMatchObject({
      method: 'POST',
      body: { email: 'nova@demo.test', type: 'ADMIN', active: true },
    })
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).disabled).toBe(true)
    expect(screen.getByText(/Administradores têm acesso a todas as funcionalidades/)).toBeTruthy()
  })

  it("shows the server's refusal of a taken e-mail on the field", async () => {
    userServer(member(30, 'x@demo.test'))
    renderUsers('/events-users/create')
    await userEvent.type(await screen.findByLabelText(/E-mail/), 'taken@demo.test')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Já existe um registro com este valor em E-mail')).toBeTruthy()
  })

  it('saves type and active only (the permissions have their own save), pessimistically', async () => {
    const sent = userServer(member(12, 'carla@demo.test'))
    renderUsers('/events-users/12')
    const active = await screen.findByRole('switch', { name: /Ativo/ })
    await userEvent.click(active)
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({ method: 'PUT', body: { id: 12, type: 'COMMON', active: false } })
    expect(await screen.findByText(/atualizado/i)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Excluir carla@demo.test' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Histórico de permissões' })).toBeNull()
  })

  it('on one’s own record locks type and active and offers no delete', async () => {
    userServer(member(7, 'staff@demo.test'))
    renderUsers('/events-users/7')
    const active = await screen.findByRole('switch', { name: /Ativo/ })
    expect((active as HTMLInputElement).disabled).toBe(true)
    expect(
      screen.getAllByText('Você não pode desativar nem rebaixar o seu próprio usuário').length,
    ).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: /Excluir/ })).toBeNull()
  })
})
