import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import App from './App'
import { featureOf } from './permissions/features'
import {
  getContext,
  getFeatures,
  getTenant,
  getTokens,
  isAuthenticated,
  setEstablishment,
} from './providers/session'
import { signInForTest, testUser } from './providers/testSession'

const server = setupServer()
const ENVIRONMENT_TYPE = featureOf('environment-type')!
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  window.history.replaceState(null, '', '/')
})
afterAll(() => server.close())

interface Options {
  tenants?: { id: number; code: string; name: string }[]
  features?: string[] | 'fail'
  user?: Partial<typeof testUser>
}

/** The server side of a sign-in: tokens, tenants, the session user, establishment and features. */
function signInServer({
  tenants = [{ id: 11, code: 'DEMO', name: 'Demo Hotel' }],
  features = [ENVIRONMENT_TYPE],
  user = {},
}: Options = {}) {
  const log: string[] = []
  server.use(
    route.post('*/cm-oauth/oauth/token', async ({ request }) => {
      const form = new URLSearchParams(await request.text())
      log.push(`token ${form.get('grant_type')} ${form.get('tenant_id') ?? ''}`.trim())
      const bound = form.get('grant_type') === 'refresh_token'
      return HttpResponse.json({
        access_token: bound ? 'a2' : 'a1',
        refresh_token: bound ? 'r2' : 'r1',
        tenant_id: bound ? Number(form.get('tenant_id')) : null,
        user: { id: 1, email: testUser.email, technical: false },
      })
    }),
    route.get('*/events/tenants/tenant-user', ({ request }) => {
      log.push(`tenants ${new URL(request.url).searchParams.get('username')}`)
      return HttpResponse.json({
        content: tenants,
        totalElements: tenants.length,
        totalPages: 1,
        size: 20,
        number: 0,
      })
    }),
    route.get('*/events/events-users/by-email', ({ request }) => {
      log.push(`user ${request.headers.get('authorization')} tenant=${request.headers.get('tenant-id')}`)
      return HttpResponse.json({ ...testUser, ...user })
    }),
    route.get('*/events/establishment-user', () =>
      HttpResponse.json({
        eventsModule: true,
        ticketsModule: true,
        language: 'pt-BR',
        socialReason: 'Demo Hotel Ltda',
      }),
    ),
    route.get('*/events/events-users/features/7', () => {
      log.push('features')
      return features === 'fail'
        ? HttpResponse.json({ status: 500, message: 'error.internal', errors: [] }, { status: 500 })
        : HttpResponse.json(features)
    }),
  )
  return log
}

async function signInThroughPages(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Usuário/), testUser.email)
  await user.type(screen.getByLabelText(/^Senha/), 'Staff@2026')
  await user.click(screen.getByRole('button', { name: 'Entrar' }))
  await screen.findByRole('heading', { name: 'Escolha o módulo' }, { timeout: 3000 })
}

describe('sign-in flow', () => {
  it('sends an unauthenticated visitor to /login and, after tenant and context, to the requested page', async () => {
    const log = signInServer()
    window.history.replaceState(null, '', '/app/environment-type')
    const user = userEvent.setup()
    render(<App />)
    await waitFor(() => expect(window.location.pathname).toBe('/login'))
    await signInThroughPages(user)
    // One company: chosen automatically, tokens bound to it by a refresh with tenant_id.
    expect(log).toEqual([
      'token password',
      `tenants ${testUser.email}`,
      'token refresh_token 11',
      'user Bearer a2 tenant=11',
    ])
    expect(getTenant()).toMatchObject({ id: 11, code: 'DEMO' })
    expect((screen.getByLabelText('Eventos') as HTMLInputElement).checked).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    await waitFor(() => expect(window.location.pathname).toBe('/app/environment-type'))
    expect(getContext()).toBe('EVENTS')
    expect(getFeatures()).toEqual([ENVIRONMENT_TYPE])
    expect(getTokens()).toEqual({ accessToken: 'a2', refreshToken: 'r2' })
  })

  it('keeps a deep link into the tickets module through sign-in: its module is the one chosen', async () => {
    signInServer()
    window.history.replaceState(null, '', '/tickets/box-office')
    const user = userEvent.setup()
    render(<App />)
    await waitFor(() => expect(window.location.pathname).toBe('/login'))
    await signInThroughPages(user)
    expect((screen.getByLabelText('Ingressos') as HTMLInputElement).checked).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    await waitFor(() => expect(window.location.pathname).toBe('/tickets/box-office'))
    expect(getContext()).toBe('TICKETS')
  })

  it('lets the user choose among several companies', async () => {
    const log = signInServer({
      tenants: [
        { id: 11, code: 'DEMO', name: 'Demo Hotel' },
        { id: 12, code: 'OTHER', name: 'Other Venue' },
      ],
    })
    window.history.replaceState(null, '', '/login')
    const user = userEvent.setup()
    render(<App />)
    await user.type(await screen.findByLabelText(/^Usuário/), testUser.email)
    await user.type(screen.getByLabelText(/^Senha/), 'Staff@2026')
    await user.click(screen.getByRole('button', { name: 'Entrar' }))
    const company = await screen.findByRole('combobox', { name: /Empresa/ }, { timeout: 3000 })
    await user.click(company)
    await user.click(await screen.findByRole('option', { name: 'Other Venue (OTHER)' }))
    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    await screen.findByRole('heading', { name: 'Escolha o módulo' }, { timeout: 3000 })
    expect(log).toContain('token refresh_token 12')
    expect(getTenant()).toMatchObject({ id: 12 })
  })

  it('the tenant back button logs out', async () => {
    signInServer({
      tenants: [
        { id: 11, code: 'DEMO', name: 'Demo Hotel' },
        { id: 12, code: 'OTHER', name: 'Other Venue' },
      ],
    })
    window.history.replaceState(null, '', '/login')
    const user = userEvent.setup()
    render(<App />)
    await user.type(await screen.findByLabelText(/^Usuário/), testUser.email)
    await user.type(screen.getByLabelText(/^Senha/), 'Staff@2026')
    await user.click(screen.getByRole('button', { name: 'Entrar' }))
    await screen.findByRole('combobox', { name: /Empresa/ }, { timeout: 3000 })
    await user.click(screen.getByRole('button', { name: 'Voltar' }))
    await waitFor(() => expect(window.location.pathname).toBe('/login'))
    expect(getTokens()).toBeNull()
  })

  it('a failing feature list logs the user out', async () => {
    signInServer({ features: 'fail' })
    window.history.replaceState(null, '', '/login')
    const user = userEvent.setup()
    render(<App />)
    await signInThroughPages(user)
    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    await waitFor(() => expect(window.location.pathname).toBe('/login'))
    expect(isAuthenticated()).toBe(false)
    expect(getTokens()).toBeNull()
  })
})

describe('routes of a signed-in session', () => {
  it('any other path goes to the stored context', async () => {
    signInForTest({}, [ENVIRONMENT_TYPE])
    window.history.replaceState(null, '', '/somewhere/else')
    render(<App />)
    await waitFor(() => expect(window.location.pathname).toBe('/app'))
  })

  it('a link into the other module the establishment has opens there; one it lacks goes home', async () => {
    signInForTest({}, [ENVIRONMENT_TYPE])
    setEstablishment({ eventsModule: true, ticketsModule: true })
    window.history.replaceState(null, '', '/tickets/box-office')
    const { unmount } = render(<App />)
    await waitFor(() => expect(getContext()).toBe('TICKETS'))
    expect(window.location.pathname).toBe('/tickets/box-office')
    unmount()
    signInForTest({}, [ENVIRONMENT_TYPE])
    setEstablishment({ eventsModule: true, ticketsModule: false })
    window.history.replaceState(null, '', '/tickets/box-office')
    render(<App />)
    await waitFor(() => expect(window.location.pathname).toBe('/app'))
    expect(getContext()).toBe('EVENTS')
  })

  it('the header switches between the modules without signing in again', async () => {
    signInForTest({}, [ENVIRONMENT_TYPE])
    setEstablishment({ eventsModule: true, ticketsModule: true })
    window.history.replaceState(null, '', '/app')
    const user = userEvent.setup()
    render(<App />)
    await user.click(
      await screen.findByRole('button', { name: 'Ir para o módulo Ingressos' }, { timeout: 15_000 }),
    )
    await waitFor(() => expect(window.location.pathname).toBe('/tickets'))
    expect(getContext()).toBe('TICKETS')
    expect(getTokens()).toEqual({ accessToken: 'old-access', refreshToken: 'refresh-1' })
    await user.click(
      await screen.findByRole('button', { name: 'Ir para o módulo Eventos' }, { timeout: 15_000 }),
    )
    await waitFor(() => expect(window.location.pathname).toBe('/app'))
    expect(getContext()).toBe('EVENTS')
  }, 40_000)

  it('shows no switch when the establishment has one module', async () => {
    signInForTest({}, [ENVIRONMENT_TYPE])
    setEstablishment({ eventsModule: true, ticketsModule: false })
    window.history.replaceState(null, '', '/app')
    render(<App />)
    await screen.findByRole('link', { name: 'Sair' }, { timeout: 15_000 })
    expect(screen.queryByRole('button', { name: /Ir para o módulo/ })).toBeNull()
  }, 20_000)

  it('/app/logout ends the session and returns to /login', async () => {
    signInForTest({}, [ENVIRONMENT_TYPE])
    window.history.replaceState(null, '', '/app/logout')
    render(<App />)
    await waitFor(() => expect(window.location.pathname).toBe('/login'))
    expect(getTokens()).toBeNull()
    expect(await screen.findByLabelText(/^Usuário/)).toBeTruthy()
  })

  it('the menu shows only what the features allow: staff without USER has no Users entry', async () => {
    signInForTest({}, [ENVIRONMENT_TYPE])
    window.history.replaceState(null, '', '/app')
    render(<App />)
    expect(
      await screen.findByRole('menuitem', { name: /Tipos de ambiente/ }, { timeout: 15_000 }),
    ).toBeTruthy()
    expect(screen.queryByRole('menuitem', { name: /Usuários/ })).toBeNull()
    expect(screen.getByText('ST')).toBeTruthy()
    expect(screen.getAllByText('Demo Hotel Ltda').length).toBeGreaterThan(0)
    expect(screen.getByRole('link', { name: 'Sair' }).getAttribute('href')).toBe('/app/logout')
  }, 20_000)

  it('an admin sees the Users entry', async () => {
    signInForTest({ adminUser: true, type: 'ADMIN' }, [])
    window.history.replaceState(null, '', '/app')
    render(<App />)
    expect(await screen.findByRole('menuitem', { name: /Usuários/ }, { timeout: 15_000 })).toBeTruthy()
  }, 20_000)
})
