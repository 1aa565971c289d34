import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { useState } from 'react'
import { Title } from 'react-admin'
import { signInForTest } from '../providers/testSession'
import UserBar from './UserBar'
import DocumentTitle from './DocumentTitle'
import AppHeader from './AppHeader'
import { renderShell } from './testing'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
// The notifications bell opens its socket; here a silent one that never answers is enough.
class QuietSocket {
  onopen = null
  onmessage = null
  onclose = null
  send() {}
  close() {}
}
beforeEach(() => vi.stubGlobal('WebSocket', QuietSocket))
afterEach(() => vi.unstubAllGlobals())

const errors = [
  {
    id: 12,
    integration: 'BILLING',
    operation: 'invoice.create',
    status: 'ERROR',
    reference: 'Evento 2',
    message: 'CFOP inválido',
    dateHour: '2026-11-20T10:30:00',
  },
  {
    id: 9,
    integration: 'CHANNEL',
    operation: 'reservation.send',
    status: 'ERROR',
    reference: null,
    message: 'Credenciais recusadas',
    dateHour: '2026-11-19T08:00:00',
  },
]

function backend() {
  const asked: string[] = []
  server.use(
    route.get('*/events/establishment-user', () =>
      HttpResponse.json({ socialReason: 'Demo Hotel Eventos Ltda.', tradeName: 'Demo Hotel' }),
    ),
    route.get('*/events/notification/unread/:id', () => HttpResponse.json([])),
    route.get('*/events/integration-log', ({ request }) => {
      asked.push(new URL(request.url).search)
      return HttpResponse.json({ content: errors, totalElements: errors.length })
    }),
  )
  return asked
}

describe('header', () => {
  it("shows the establishment's social reason, the initials, both bells for an admin; the integration bell lists the latest errors", async () => {
    const asked = backend()
    signInForTest({ adminUser: true, type: 'ADMIN', email: 'ana.souza@demo.test' }, [])
    renderShell(<UserBar />, ['integration-log'])
    await waitFor(() =>
      expect(screen.getByTestId('social-reason').textContent).toBe('Demo Hotel Eventos Ltda.'),
    )
    expect(screen.getByText('AS')).toBeTruthy()
    const bell = await screen.findByRole('button', { name: 'Erros de integração: 2 novos' })
    expect(asked[0]).toContain('status=ERROR')
    await userEvent.click(bell)
    const list = await screen.findByRole('list', { name: 'Erros de integração' })
    expect(within(list).getByText('Faturamento — invoice.create')).toBeTruthy()
    expect(within(list).getByText('20/11/2026 10:30 · CFOP inválido')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Abrir o log de integração' }).getAttribute('href')).toBe(
      '/app/integration-log',
    )
    // Looking at them clears the badge; it stays cleared after a reload of the page.
    expect(screen.getByRole('button', { name: 'Erros de integração: 0 novos', hidden: true })).toBeTruthy()
    expect(
      Object.keys(localStorage).some(
        (k) => k.startsWith('eventdesk.integrationSeen.') && localStorage.getItem(k) === '12',
      ),
    ).toBe(true)
  })

  it('gives staff no integration bell (the log is admin only)', async () => {
    backend()
    signInForTest({}, ['EVENT'])
    renderShell(<UserBar />, [])
    await screen.findByRole('button', { name: /^Notificações:/ })
    expect(screen.queryByRole('button', { name: /Erros de integração/ })).toBeNull()
  })

  it("sets the browser tab's title from the screen title, the product name without one", async () => {
    backend()
    signInForTest({}, [])
    // A page that switches screens: its own title, another one, then none.
    function Pages() {
      const [title, setTitle] = useState<string | undefined>('Eventos')
      return (
        <>
          <AppHeader />
          {title ? <Title title={title} /> : null}
          <DocumentTitle />
          <button onClick={() => setTitle('Configurações')}>settings</button>
          <button onClick={() => setTitle(undefined)}>untitled</button>
        </>
      )
    }
    renderShell(<Pages />, [])
    await waitFor(() => expect(document.title).toBe('Eventos · Eventdesk'))
    // The screen title in the bar is the page's one h1 (registry and settings screens have no other).
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Eventos')
    await userEvent.click(screen.getByRole('button', { name: 'settings' }))
    await waitFor(() => expect(document.title).toBe('Configurações · Eventdesk'))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Configurações')
    await userEvent.click(screen.getByRole('button', { name: 'untitled' }))
    await waitFor(() => expect(document.title).toBe('Eventdesk'))
  })
})

describe('snackbar', () => {
  it('shows messages at the top right, success by default, for 4 seconds', async () => {
    const { default: AppNotification } = await import('./AppNotification')
    const { useNotify } = await import('react-admin')
    function Buttons() {
      const notify = useNotify()
      return (
        <>
          <button onClick={() => notify('ra.notification.updated', { messageArgs: { smart_count: 1 } })}>
            ok
          </button>
          <button onClick={() => notify('error.forbidden', { type: 'error' })}>fail</button>
        </>
      )
    }
    signInForTest({}, [])
    renderShell(
      <>
        <Buttons />
        <AppNotification />
      </>,
      [],
    )
    await userEvent.click(screen.getByRole('button', { name: 'ok' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/atualizado/i)
    expect(alert.className).toContain('MuiAlert-colorSuccess')
    expect(alert.closest('.MuiSnackbar-root')!.className).toContain('MuiSnackbar-anchorOriginTopRight')
    await act(() => new Promise((r) => setTimeout(r, 3000)))
    expect(screen.queryByRole('alert')).not.toBeNull()
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 3000 })

    await userEvent.click(screen.getByRole('button', { name: 'fail' }))
    expect((await screen.findByRole('alert')).className).toContain('MuiAlert-colorError')
  }, 15_000)
})
