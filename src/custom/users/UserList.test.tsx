import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
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
// The signed-in user is events-user 7 (staff@demo.test) of tenant 11.
beforeEach(() => signInForTest({}, ['USER']))

function users(initial: EventsUser[], refuseDelete = false) {
  let rows = [...initial]
  const asked: URLSearchParams[] = []
  const deleted: string[] = []
  server.use(
    route.get('*/events/events-users', ({ request }) => {
      const query = new URL(request.url).searchParams
      asked.push(query)
      const search = query.get('search') ?? ''
      const content = rows.filter((r) => r.email.includes(search))
      return HttpResponse.json({ content, totalElements: content.length })
    }),
    route.delete('*/events/events-users/:id', ({ request, params }) => {
      deleted.push(new URL(request.url).search)
      if (refuseDelete)
        return HttpResponse.json(
          { status: 409, message: 'user.cannotDeleteSelf', errors: [] },
          { status: 409 },
        )
      rows = rows.filter((r) => r.id !== Number(params.id))
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return { asked, deleted }
}

const sample = [
  member(9, 'ana@demo.test', { type: 'ADMIN' }),
  member(8, 'bruno@demo.test', { active: false }),
  member(7, 'staff@demo.test'),
]

// Whole pages with react-admin and MUI: slow on a busy two-core machine.
describe('UserList', { timeout: 20_000 }, () => {
  it('asks for pages of 20, newest first, and shows e-mail, translated type and active', async () => {
    const { asked } = users(sample)
    renderUsers()
    const row = (await screen.findByText('ana@demo.test')).closest('tr')!
    expect(within(row).getByText('Administrador')).toBeTruthy()
    expect(within(screen.getByText('bruno@demo.test').closest('tr')!).getByText('Comum')).toBeTruthy()
    expect(asked[0].get('size')).toBe('20')
    expect(asked[0].get('sort')).toBe('id,desc')
    expect(asked[0].get('page')).toBe('0')
    expect(screen.getByRole('columnheader', { name: /E-mail/ })).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: /Ativo/ })).toBeTruthy()
  })

  it('searches by the typed text', async () => {
    const { asked } = users(sample)
    renderUsers()
    await screen.findByText('ana@demo.test')
    await userEvent.type(screen.getByPlaceholderText('Buscar'), 'bru')
    await vi.waitFor(() => expect(screen.queryByText('ana@demo.test')).toBeNull(), { timeout: 3000 })
    expect(screen.getByText('bruno@demo.test')).toBeTruthy()
    expect(asked.at(-1)?.get('search')).toBe('bru')
  })

  it('offers no delete on one’s own row, and deletes another user after confirming', async () => {
    const { deleted } = users(sample)
    renderUsers()
    await screen.findByText('ana@demo.test')
    expect(screen.queryByRole('button', { name: 'Excluir staff@demo.test' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Excluir bruno@demo.test' }))
    await userEvent.click(await screen.findByRole('button', { name: /Confirmar/ }))
    await vi.waitFor(() => expect(screen.queryByText('bruno@demo.test')).toBeNull())
    expect(deleted[0]).toContain('tenantId=11')
  })

  it("shows the server's translated refusal of a delete", async () => {
    users(sample, true)
    renderUsers()
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir ana@demo.test' }))
    await userEvent.click(await screen.findByRole('button', { name: /Confirmar/ }))
    expect(await screen.findByText('Você não pode excluir o seu próprio usuário')).toBeTruthy()
    expect(screen.getByText('ana@demo.test')).toBeTruthy()
  })
})
