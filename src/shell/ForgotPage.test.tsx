import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import ForgotPage from './ForgotPage'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function NewPassword() {
  return <p>new password for {useParams().email}</p>
}

function renderForgot() {
  render(
    <MemoryRouter initialEntries={['/forgot']}>
      <Routes>
        <Route path="/forgot" element={<ForgotPage />} />
        <Route path="/new-password/:email?/:activationKey?" element={<NewPassword />} />
      </Routes>
    </MemoryRouter>,
  )
}

const email = () => screen.getByLabelText(/^E-mail/)
const send = () => screen.getByRole('button', { name: 'Enviar' })

describe('ForgotPage', () => {
  it('requires a valid e-mail', async () => {
    const user = userEvent.setup()
    renderForgot()
    await user.click(send())
    expect(screen.getByText('E-mail deve ser informado')).toBeTruthy()
    await user.type(email(), 'ana@demo')
    expect(screen.getByText('Informe um e-mail válido')).toBeTruthy()
  })

  it('asks for the recovery mail without a token and goes to /new-password/{email}', async () => {
    let seen: URL | undefined
    server.use(
      route.post(
        '*/events/events-users/recover-password',
        ({ request }) => ((seen = new URL(request.url)), HttpResponse.json({})),
      ),
    )
    const user = userEvent.setup()
    renderForgot()
    await user.type(email(), 'ana@demo.test')
    await user.click(send())
    expect(await screen.findByText('new password for ana@demo.test')).toBeTruthy()
    expect(seen!.searchParams.get('email')).toBe('ana@demo.test')
  })

  it.each([
    [404, 'not user found', 'O e-mail informado não existe'],
    [503, 'not able to send e-mail to ana@demo.test', 'Não foi possível enviar o e-mail'],
  ])('maps %s "%s"', async (status, developerMessage, text) => {
    server.use(
      route.post('*/events/events-users/recover-password', () =>
        HttpResponse.json({ status, message: 'x.y', errors: [], developerMessage }, { status }),
      ),
    )
    const user = userEvent.setup()
    renderForgot()
    await user.type(email(), 'ana@demo.test')
    await user.click(send())
    expect((await screen.findByRole('alert')).textContent).toBe(text)
  })
})
