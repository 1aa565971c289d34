import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../providers/testSession'
import EventAuditModal from './EventAuditModal'
import { renderInAdmin } from './testing'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest())

const at = '2026-11-20T14:05:00'
const user = 'admin@demo.test'
const rows = [
  { id: 9, action: 'U', origin: 'event', field: 'situation', from: 'NEGOTIATION', to: 'CONFIRMED', user, dateHour: at },
  { id: 8, action: 'U', origin: 'event', field: 'priority', from: 'ONE', to: 'TEN', user, dateHour: at },
  { id: 7, action: 'U', origin: 'event', field: 'internal', from: 'false', to: 'true', user, dateHour: at },
  { id: 6, action: 'U', origin: 'requester', field: 'situation', from: 'ACTIVE', to: 'DISCARDED', user, dateHour: at },
  { id: 5, action: 'U', origin: 'event', field: 'eventType', from: null, to: '4', user, dateHour: at },
  { id: 4, action: 'U', origin: 'event', field: 'startDate', from: '2027-03-01T08:00:00', to: '2027-03-02T09:30:00', user, dateHour: at },
  { id: 3, action: 'D', origin: 'requester', field: 'person', from: 'Ana Prado', to: null, user, dateHour: at },
  { id: 2, action: 'I', origin: 'requester', field: 'person', from: null, to: '11', user, dateHour: at },
  { id: 1, action: 'I', origin: 'event', field: 'name', from: null, to: 'Congresso', user, dateHour: '2026-11-19T09:00:00' },
]

/** The text of each body row, cell by cell. */
const bodyRows = () =>
  within(screen.getByRole('dialog'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))

describe('EventAuditModal', () => {
  it('shows the trail newest first, in words: actions, items, fields and enumerations translated', async () => {
    server.use(
      route.get('*/events/event/audit', ({ request }) => (new URL(request.url).searchParams.get('eventId') === '12' ? HttpResponse.json(rows) : HttpResponse.json([], { status: 404 }))),
      route.get('*/events/event-type/4', () => HttpResponse.json({ id: 4, name: 'Congresso' })),
      route.get('*/events/person/11', () => HttpResponse.json({ id: 11, name: 'Mariana' })),
    )
    renderInAdmin(<EventAuditModal eventId={12} onClose={() => undefined} />)
    expect(await screen.findByRole('heading', { name: 'Auditoria do evento #12' })).toBeTruthy()
    await screen.findByRole('table')
    await waitFor(() => expect(bodyRows()[4][6]).toBe('Congresso'))
    expect(bodyRows()).toEqual([
      ['20/11/2026 14:05', user, 'Alterado', 'Evento', 'Situação', 'Em negociação', 'Confirmado'],
      ['20/11/2026 14:05', user, 'Alterado', 'Evento', 'Prioridade', 'Um', 'Dez'],
      ['20/11/2026 14:05', user, 'Alterado', 'Evento', 'Evento interno', 'Não', 'Sim'],
      ['20/11/2026 14:05', user, 'Alterado', 'Solicitante', 'Situação', 'Ativo', 'Descartado'],
      ['20/11/2026 14:05', user, 'Alterado', 'Evento', 'Tipo de evento', '', 'Congresso'],
      ['20/11/2026 14:05', user, 'Alterado', 'Evento', 'Início', '01/03/2027 08:00', '02/03/2027 09:30'],
      ['20/11/2026 14:05', user, 'Removido', 'Solicitante', 'Pessoa', 'Ana Prado', ''],
      ['20/11/2026 14:05', user, 'Incluído', 'Solicitante', 'Pessoa', '', 'Mariana'],
      ['19/11/2026 09:00', user, 'Incluído', 'Evento', 'Nome', '', 'Congresso'],
    ])
  })

  it('a failed audit call shows the usage-audit error', async () => {
    server.use(route.get('*/events/event/audit', () => HttpResponse.json({ status: 503, message: 'error.unavailable', errors: [] }, { status: 503 })))
    renderInAdmin(<EventAuditModal eventId={12} onClose={() => undefined} />)
    // Once in the modal and once in the snackbar.
    await waitFor(() => expect(screen.getAllByText('Erro ao consultar a auditoria de uso. Tente novamente em instantes.')).toHaveLength(2))
    expect(screen.queryByRole('table')).toBeNull()
  })
})
