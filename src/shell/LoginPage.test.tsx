import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { loadLocale } from '../i18n/messages'
import { getLoginInfo, getTokens } from '../providers/session'
import { signInForTest } from '../providers/testSession'
import LoginPage from './LoginPage'
import { MAX_RECENT_ACCOUNTS, recentAccounts, rememberAccount } from './recentAccounts'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function Tenant() {
  const state = useLocation().state as { from?: string } | null
  return <p>tenant page from {state?.from ?? 'nowhere'}</p>
}

function renderLogin(state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/tenant" element={<Tenant />} />
        <Route path="/forgot" element={<p>forgot page</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

const username = () => screen.getByLabelText(/^Usuário/)
const password = () => screen.getByLabelText(/^Senha/)
const code = () => screen.queryByLabelText(/^Código da empresa/)
const submit = () => screen.getByRole('button', { name: 'Entrar' })

describe('LoginPage', () => {
  it('shows labelled fields in Portuguese by default', () => {
    renderLogin()
    expect(screen.getByRole('heading', { name: /Entrar/ })).toBeTruthy()
    expect(username()).toBeTruthy()
    expect(password().getAttribute('type')).toBe('password')
    expect(screen.getByText('Versão 3.9, build 20250128')).toBeTruthy()
  })

  it('follows the stored language', async () => {
    localStorage.setItem('eventdesk.locale', 'en-us')
    await loadLocale('en-us')
    renderLogin()
    expect(screen.getByLabelText(/^Username/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
  })

  it('shows the company code and hides the forgot link only for technical users; clears the code when the username changes', async () => {
    const user = userEvent.setup()
    renderLogin()
    expect(code()).toBeNull()
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toBeTruthy()
    await user.type(username(), 'support@eventdesk.tech')
    expect(code()).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Esqueci minha senha' })).toBeNull()
    await user.type(code()!, 'DEMO')
    expect((code() as HTMLInputElement).value).toBe('DEMO')
    await user.type(username(), 'x') // support@eventdesk.techx: no longer the provider domain
    expect(code()).toBeNull()
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toBeTruthy()
    await user.type(username(), '{Backspace}')
    expect((code() as HTMLInputElement).value).toBe('')
  })

  it('validates: username and password required, password at least 7, code required for technical users', async () => {
    const user = userEvent.setup()
    renderLogin()
    await user.click(submit())
    expect(screen.getByText('Usuário deve ser informado')).toBeTruthy()
    expect(screen.getByText('Senha deve ser informado')).toBeTruthy()
    await user.type(password(), 'abc123')
    expect(screen.getByText('Senha deve ter ao menos 7 caracteres')).toBeTruthy()
    await user.type(password(), '4')
    expect(screen.queryByText(/Senha deve/)).toBeNull()
    await user.type(username(), 'support@eventdesk.tech')
    expect(screen.getByText('Código da empresa deve ser informado')).toBeTruthy()
    await user.type(code()!, 'X'.repeat(51))
    expect(screen.getByText('Código da empresa deve ter no máximo 50 caracteres')).toBeTruthy()
  })

  it('limits the username to 500 characters', async () => {
    const user = userEvent.setup()
    renderLogin()
    await user.click(username())
    await user.paste('a'.repeat(501))
    await user.click(submit())
    expect(screen.getByText('Usuário deve ter no máximo 500 caracteres')).toBeTruthy()
  })

  it('signs in with the password grant and goes to /tenant keeping the requested location', async () => {
    let form: URLSearchParams | undefined
    let authorization: string | null = null
    server.use(
      route.post('*/cm-oauth/oauth/token', async ({ request }) => {
        form = new URLSearchParams(await request.text())
        authorization = request.headers.get('authorization')
        return HttpResponse.json({
          access_token: 'a1',
          refresh_token: 'r1',
          token_type: 'bearer',
          tenant_id: null,
          user: { id: 1, email: 'admin@demo.test', technical: false },
        })
      }),
    )
    const user = userEvent.setup()
    renderLogin({ from: '/app/events-users' })
    await user.type(username(), 'admin@demo.test')
    await user.type(password(), 'Demo@2026')
    await user.click(submit())
    expect(await screen.findByText('tenant page from /app/events-users')).toBeTruthy()
    expect(Object.fromEntries(form!)).toEqual({
      grant_type: 'password',
      username: 'admin@demo.test',
      password: 'Demo@2026',
      system_id: '77',
    })
    expect(authorization).toBe(`Basic ${btoa('eventdesk-web:eventdesk-secret')}`)
    expect(getTokens()).toEqual({ accessToken: 'a1', refreshToken: 'r1' })
    expect(recentAccounts()).toEqual(['admin@demo.test'])
  })

  it('signs a technical user in with the company code', async () => {
    const calls: string[] = []
    server.use(
      route.post('*/events/technical-access/', async ({ request }) => {
        calls.push(`access ${JSON.stringify(await request.json())}`)
        return HttpResponse.json({ tenantId: 11, tenantCode: 'DEMO', tenantName: 'Demo Hotel' })
      }),
      route.post('*/events/technical-access/login', async ({ request }) => {
        const form = new URLSearchParams(await request.text())
        calls.push(`login ${form.get('grant_type')} ${form.get('username')} ${form.get('system_id')}`)
        return HttpResponse.json({
          access_token: 'a1',
          refresh_token: 'r1',
          tenant_id: 11,
          user: { id: 9, email: 'support@eventdesk.tech', technical: true },
        })
      }),
    )
    const user = userEvent.setup()
    renderLogin()
    await user.type(username(), 'support@eventdesk.tech')
    await user.type(password(), 'Support@2026')
    await user.type(code()!, 'DEMO')
    await user.click(submit())
    await screen.findByText(/tenant page/)
    expect(calls).toEqual([
      'access {"username":"support@eventdesk.tech","password":"Support@2026","tenantCode":"DEMO"}',
      'login password support@eventdesk.tech 77',
    ])
    expect(getLoginInfo()).toMatchObject({
      technical: true,
      tokenTenantId: 11,
      technicalTenant: { id: 11, code: 'DEMO', name: 'Demo Hotel' },
    })
  })

  it.each([
    [401, 'auth.invalidCredentials', 'Usuário ou senha inválidos'],
    [401, 'auth.userDisabled', 'Usuário desativado'],
    [401, 'auth.fullAuthenticationRequired', 'Acesso não permitido: autenticação completa é necessária'],
    [429, 'auth.tooManyAttempts', 'Muitas tentativas de acesso; aguarde alguns minutos e tente novamente'],
  ])('shows %s %s translated', async (status, message, text) => {
    server.use(
      route.post('*/cm-oauth/oauth/token', () =>
        HttpResponse.json({ status, message, errors: [], error: 'invalid_grant' }, { status }),
      ),
    )
    const user = userEvent.setup()
    renderLogin()
    await user.type(username(), 'admin@demo.test')
    await user.type(password(), 'wrong-password')
    await user.click(submit())
    expect((await screen.findByRole('alert')).textContent).toBe(text)
    expect(getTokens()).toBeNull()
  })

  it('shows the server description for other errors', async () => {
    server.use(
      route.post('*/cm-oauth/oauth/token', () =>
        HttpResponse.json(
          { error: 'invalid_request', error_description: 'Missing grant type' },
          { status: 400 },
        ),
      ),
    )
    const user = userEvent.setup()
    renderLogin()
    await user.type(username(), 'admin@demo.test')
    await user.type(password(), 'Demo@2026')
    await user.click(submit())
    expect((await screen.findByRole('alert')).textContent).toBe('Missing grant type')
  })

  it('sends someone already signed in to /tenant', async () => {
    signInForTest()
    renderLogin()
    expect(await screen.findByText(/tenant page/)).toBeTruthy()
  })
})

describe('LoginPage: pick an account', () => {
  it('lists remembered accounts: choose one to prefill, remove one, or use another', async () => {
    rememberAccount('staff@demo.test')
    rememberAccount('admin@demo.test')
    const user = userEvent.setup()
    renderLogin()
    const choices = screen.getAllByRole('listitem').map((li) => li.textContent)
    expect(choices).toEqual(['admin@demo.test', 'staff@demo.test'])
    expect(screen.queryByLabelText(/^Senha/)).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Remover a conta staff@demo.test' }))
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    expect(recentAccounts()).toEqual(['admin@demo.test'])

    await user.click(screen.getByRole('button', { name: 'admin@demo.test' }))
    expect((username() as HTMLInputElement).value).toBe('admin@demo.test')
    expect(document.activeElement).toBe(password())

    await user.click(screen.getByRole('button', { name: 'Escolher outra conta salva' }))
    await user.click(screen.getByRole('button', { name: 'Usar outra conta' }))
    expect((username() as HTMLInputElement).value).toBe('')
  })

  it('shows the form once the last account is removed', async () => {
    rememberAccount('staff@demo.test')
    const user = userEvent.setup()
    renderLogin()
    await user.click(screen.getByRole('button', { name: 'Remover a conta staff@demo.test' }))
    await waitFor(() => expect(username()).toBeTruthy())
  })

  it('keeps at most 5 accounts, newest first, without duplicates', () => {
    for (let i = 1; i <= 7; i++) rememberAccount(`user${i}@demo.test`)
    rememberAccount('USER6@demo.test')
    expect(recentAccounts()).toHaveLength(MAX_RECENT_ACCOUNTS)
    expect(recentAccounts()).toEqual([
      'USER6@demo.test',
      'user7@demo.test',
      'user5@demo.test',
      'user4@demo.test',
      'user3@demo.test',
    ])
  })
})
