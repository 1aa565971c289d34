import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import NewPasswordPage from './NewPasswordPage'
import { failingPasswordRules } from './passwordRules'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function Login() {
  const state = useLocation().state as { notice?: string } | null
  return <p>login page {state?.notice}</p>
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/new-password/:email?/:activationKey?" element={<NewPasswordPage />} />
        <Route path="/login" element={<Login />} />
      </Routes>
    </MemoryRouter>,
  )
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement
const helpOf = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby')!)!

describe('password rules', () => {
  it('reports each failing rule separately', () => {
    expect(failingPasswordRules('')).toEqual([
      'password.digit',
      'password.letter',
      'password.special',
      'password.length',
    ])
    expect(failingPasswordRules('abc')).toEqual(['password.digit', 'password.special', 'password.length'])
    expect(failingPasswordRules('1234567')).toEqual(['password.letter', 'password.special'])
    expect(failingPasswordRules('abcdefg1')).toEqual(['password.special'])
    expect(failingPasswordRules('Ab1@')).toEqual(['password.length'])
    expect(failingPasswordRules('Açaí@2026')).toEqual([])
    expect(failingPasswordRules(`A1@${'x'.repeat(254)}`)).toEqual(['password.length'])
  })
})

describe('NewPasswordPage', () => {
  it('locks the e-mail and the key given by the route', () => {
    renderAt('/new-password/ana%40demo.test/KEY-123')
    expect(input(/^E-mail/).value).toBe('ana@demo.test')
    expect(input(/^E-mail/).readOnly).toBe(true)
    expect(input(/^Código de ativação/).value).toBe('KEY-123')
    expect(input(/^Código de ativação/).readOnly).toBe(true)
  })

  it('leaves the key editable when only the e-mail is in the route, and both when neither is', () => {
    renderAt('/new-password/ana%40demo.test')
    expect(input(/^E-mail/).readOnly).toBe(true)
    expect(input(/^Código de ativação/).readOnly).toBe(false)
  })

  it('shows each password rule that fails on its own line', async () => {
    const user = userEvent.setup()
    renderAt('/new-password')
    expect(input(/^E-mail/).readOnly).toBe(false)
    await user.type(input(/^Nova senha/), 'abc')
    const help = within(helpOf(input(/^Nova senha/)))
    expect(help.getByText('A senha deve conter ao menos um número')).toBeTruthy()
    expect(help.getByText('A senha deve conter ao menos um caractere especial')).toBeTruthy()
    expect(help.getByText('A senha deve ter entre 7 e 256 caracteres')).toBeTruthy()
    expect(help.queryByText('A senha deve conter ao menos uma letra')).toBeNull()
    await user.type(input(/^Nova senha/), '1@defg')
    expect(helpOf(input(/^Nova senha/)).textContent).not.toMatch(/A senha deve/)
  })

  it('requires the confirmation to equal the password', async () => {
    const user = userEvent.setup()
    renderAt('/new-password/ana%40demo.test/KEY-123')
    await user.type(input(/^Nova senha/), 'Secret@2027')
    await user.type(input(/^Confirmação/), 'Secret@2028')
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }))
    expect(screen.getByText('A confirmação deve ser igual à senha')).toBeTruthy()
  })

  it('sends the new password and returns to /login with a success notice', async () => {
    let body: unknown
    server.use(
      route.put(
        '*/cm-oauth/admin/user/unblock',
        async ({ request }) => ((body = await request.json()), HttpResponse.json({})),
      ),
    )
    const user = userEvent.setup()
    renderAt('/new-password/ana%40demo.test/KEY-123')
    await user.type(input(/^Nova senha/), 'Secret@2027')
    await user.type(input(/^Confirmação/), 'Secret@2027')
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }))
    expect(await screen.findByText('login page newPassword.success')).toBeTruthy()
    expect(body).toEqual({
      email: 'ana@demo.test',
      activationKey: 'KEY-123',
      password: 'Secret@2027',
      confirmationPassword: 'Secret@2027',
    })
  })

  it.each([
    [
      404,
      { message: 'auth.invalidActivationKey', developerMessage: 'Not Found' },
      'Código de verificação inválido',
    ],
    [
      410,
      { message: 'auth.activationKeyExpired', developerMessage: 'activation key expired' },
      'O código de ativação expirou; solicite um novo',
    ],
  ])('maps a %s answer to its message', async (status, answer, text) => {
    server.use(
      route.put('*/cm-oauth/admin/user/unblock', () =>
        HttpResponse.json({ status, errors: [], ...answer }, { status }),
      ),
    )
    const user = userEvent.setup()
    renderAt('/new-password/ana%40demo.test/KEY-123')
    await user.type(input(/^Nova senha/), 'Secret@2027')
    await user.type(input(/^Confirmação/), 'Secret@2027')
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }))
    expect((await screen.findByRole('alert')).textContent).toBe(text)
  })

  it('puts server field errors (a reused password) on their field', async () => {
    server.use(
      route.put('*/cm-oauth/admin/user/unblock', () =>
        HttpResponse.json(
          {
            status: 400,
            message: 'password.reused',
            errors: [{ field: 'password', message: 'password.reused', target: 'password' }],
          },
          { status: 400 },
        ),
      ),
    )
    const user = userEvent.setup()
    renderAt('/new-password/ana%40demo.test/KEY-123')
    await user.type(input(/^Nova senha/), 'Secret@2027')
    await user.type(input(/^Confirmação/), 'Secret@2027')
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }))
    expect(
      await within(helpOf(input(/^Nova senha/))).findByText(
        'A nova senha deve ser diferente das últimas 4 senhas',
      ),
    ).toBeTruthy()
  })
})
