import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../providers/testSession'
import { renderInAdmin } from '../../providers/testing'
import IntegrationLogPage from './IntegrationLogPage'
import type { IntegrationLogRow } from './types'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest({ adminUser: true, type: 'ADMIN' }, []))

const rows: IntegrationLogRow[] = [
  {
    id: 3,
    integration: 'PMS',
    operation: 'folio.post',
    status: 'ERROR',
    reference: 'Evento 42',
    message: 'Timeout do PMS',
    dateHour: '2026-11-21T09:15:00',
  },
  {
    id: 2,
    integration: 'CHANNEL',
    operation: 'reservation.send',
    status: 'SUCCESS',
    reference: 'GUID 7f3c',
    message: 'Reserva enviada',
    dateHour: '2026-11-20T18:00:00',
  },
]

function backend() {
  const asked: URLSearchParams[] = []
  server.use(
    route.get('*/events/integration-log', ({ request }) => {
      const q = new URL(request.url).searchParams
      asked.push(q)
      const content = rows.filter((r) => !q.get('status') || r.status === q.get('status'))
      return HttpResponse.json({ content, totalElements: content.length })
    }),
    route.get('*/events/integration-log/:id', ({ params }) =>
      HttpResponse.json({
        ...rows.find((r) => r.id === Number(params.id)),
        request: { folio: 9 },
        response: null,
      }),
    ),
  )
  return asked
}

describe('IntegrationLogPage', () => {
  it('lists the log newest first, filters by status and shows a row with what was sent', async () => {
    const asked = backend()
    renderInAdmin(<IntegrationLogPage />)
    const table = await screen.findByRole('table', { name: 'Log de integração' })
    expect(within(table).getByText('Timeout do PMS')).toBeTruthy()
    expect(within(table).getByText('21/11/2026 09:15')).toBeTruthy()
    expect(within(table).getByText('Canal de reservas')).toBeTruthy()
    expect(asked[0].get('size')).toBe('20')
    expect(asked[0].get('sort')).toBe('id,desc')

    await userEvent.click(screen.getByRole('combobox', { name: 'Situação' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Erro' }))
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }))
    await vi.waitFor(() => expect(screen.queryByText('Reserva enviada')).toBeNull())
    expect(asked.at(-1)!.get('status')).toBe('ERROR')

    await userEvent.click(screen.getByRole('button', { name: 'Detalhes do registro 3' }))
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes do registro 3' })
    expect(
      within(await within(dialog).findByRole('region', { name: 'Enviado' })).getByText(/"folio": 9/),
    ).toBeTruthy()
    expect(
      within(within(dialog).getByRole('region', { name: 'Recebido' })).getByText('Nada registrado.'),
    ).toBeTruthy()
    // Read-only: nothing on the page creates, edits or deletes.
    expect(screen.queryByRole('button', { name: /Excluir|Editar|Novo/ })).toBeNull()
  })

  it('says so when nothing matches', async () => {
    server.use(
      route.get('*/events/integration-log', () => HttpResponse.json({ content: [], totalElements: 0 })),
    )
    renderInAdmin(<IntegrationLogPage />)
    expect(await screen.findByText('Nenhum registro de integração com estes filtros.')).toBeTruthy()
  })
})
