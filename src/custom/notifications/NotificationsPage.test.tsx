import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../providers/testSession'
import { renderInAdmin } from '../../providers/testing'
import NotificationsPage from './NotificationsPage'
import type { AppNotification } from './types'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest({}, ['NOTIFICATION']))

function inbox(initial: AppNotification[]) {
  let rows = [...initial]
  const asked: { query: string; body: unknown }[] = []
  server.use(
    route.post('*/events/notification/list', async ({ request }) => {
      asked.push({ query: new URL(request.url).search, body: await request.json() })
      return HttpResponse.json({ content: rows, totalElements: rows.length })
    }),
    route.post('*/events/notification/read', async ({ request }) => {
      const ids = ((await request.json()) as { id: number }[]).map((x) => x.id)
      rows = rows.map((r) => (ids.includes(r.id) ? { ...r, status: 'READ' } : r))
      return HttpResponse.json({ updated: ids.length })
    }),
    route.delete('*/events/notification/:id', ({ params }) => {
      rows = rows.filter((r) => r.id !== Number(params.id))
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return asked
}

describe('NotificationsPage', () => {
  it("lists the user's notifications, marks one read and deletes one after confirming", async () => {
    const asked = inbox([
      { id: 2, subject: 'Reunião', description: 'Sala A', status: 'UNREAD' },
      { id: 1, subject: 'Contrato', description: 'Assinado', status: 'READ' },
    ])
    renderInAdmin(<NotificationsPage />)
    expect(await screen.findByText('Reunião')).toBeTruthy()
    expect(asked[0].query).toContain('size=20')
    expect(asked[0].query).toContain('sort=id%2Cdesc')
    expect(asked[0].body).toMatchObject({ userId: 7 })

    await userEvent.click(screen.getByRole('button', { name: 'Marcar como lida: Reunião' }))
    // Read again from the server: the row now says read and offers no "mark read".
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Marcar como lida: Reunião' })).toBeNull(),
    )
    expect(screen.getAllByText(/Lida/)).toHaveLength(2)

    await userEvent.click(screen.getByRole('button', { name: 'Excluir: Contrato' }))
    expect(await screen.findByText('A notificação será excluída e não poderá ser recuperada.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: /Confirmar/ }))
    expect(await screen.findByText('Notificação excluída.')).toBeTruthy()
    await vi.waitFor(() => expect(screen.queryByText('Contrato')).toBeNull())
  })

  it('a file that is ready downloads from its notification, under its own name', async () => {
    inbox([
      {
        id: 3,
        subject: 'Seu relatório está pronto',
        description: 'Eventos',
        status: 'UNREAD',
        auditData: { file: { reference: 'r-42', url: '/events/file/r/r-42', fileName: 'eventos.xlsx' } },
      },
      { id: 2, subject: 'Reunião', description: 'Sala A', status: 'UNREAD' },
    ])
    const fetched: string[] = []
    server.use(
      route.get('*/events/file/r/:reference', ({ params }) => {
        fetched.push(String(params.reference))
        return new HttpResponse(new Blob(['x']), { headers: { 'content-type': 'application/octet-stream' } })
      }),
    )
    URL.createObjectURL = () => 'blob:file'
    URL.revokeObjectURL = () => undefined
    const saved: string[] = []
    // jsdom cannot follow the download link; the click itself is the browser's part.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    renderInAdmin(<NotificationsPage />)
    // Only the file's notification offers it.
    await userEvent.click(await screen.findByRole('button', { name: 'Baixar o arquivo: eventos.xlsx' }))
    await vi.waitFor(() => expect(saved).toEqual(['eventos.xlsx']))
    expect(fetched).toEqual(['r-42'])
    expect(screen.getAllByRole('button', { name: /Baixar o arquivo/ })).toHaveLength(1)
  })
})
