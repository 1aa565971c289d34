import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import AcceptInvitationPage from './AcceptInvitationPage'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/accept-invitation/:key" element={<AcceptInvitationPage />} />
      </Routes>
    </MemoryRouter>,
  )

describe('accept invitation page', () => {
  it('accepts only on a click, with the key of the link, and says which company', async () => {
    let body: unknown
    server.use(
      route.post('*/events/events-users/accept-invitation', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ tenantId: 2, tenantCode: 'OTHER', tenantName: 'Other Venue' })
      }),
    )
    renderAt('/accept-invitation/ABCDEFGHJKLMNPQR')
    expect(body).toBeUndefined()
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar convite' }))
    expect(await screen.findByText(/Convite aceito: Other Venue/)).toBeTruthy()
    expect(body).toEqual({ key: 'ABCDEFGHJKLMNPQR' })
  })

  it('an unknown or used key says so', async () => {
    server.use(
      route.post('*/events/events-users/accept-invitation', () =>
        HttpResponse.json(
          { status: 404, message: 'user.invalidInvitation', errors: [], developerMessage: 'Not Found' },
          { status: 404 },
        ),
      ),
    )
    renderAt('/accept-invitation/WRONG')
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar convite' }))
    expect(await screen.findByText('O convite é inválido, já foi usado ou expirou')).toBeTruthy()
  })
})
