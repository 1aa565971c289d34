import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../../providers/testSession'
import EventAuditModal from './EventAuditModal'
import { renderInAdmin } from '../../../providers/testing'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest())

const at = '2026-11-20T14:05:00'
const user = 'admin@demo.test'
/** Rows as the server words them in pt-BR: raw values beside their text. */
const row = (
  id: number,
  action: string,
  origin: string,
  field: string,
  from: string | null,
  to: string | null,
  texts: [string, string, string, string | null, string | null],
) => ({
  id,
  action,
  origin,
  field,
  from,
  to,
  user,
  dateHour: at,
  actionText: texts[0],
  originText: texts[1],
  fieldText: texts[2],
  fromText: texts[3],
  toText: texts[4],
})
const rows = [
  row(4, 'U', 'payment', 'value', '100', '15000', [
    'Alterado',
    'Pagamento',
    'Valor',
    'R$ 100,00',
    'R$ 15.000,00',
  ]),
  row(3, 'I', 'payment', 'payer', null, '24', ['Incluído', 'Pagamento', 'Pagador', null, 'Ana Prado']),
  row(2, 'I', 'equipment', 'type', null, 'EQUIPMENT', [
    'Incluído',
    'Equipamento',
    'Tipo',
    null,
    'Equipamento',
  ]),
  row(1, 'I', 'equipment', 'eventEnvironment', null, '58', [
    'Incluído',
    'Equipamento',
    'Ambiente do evento',
    null,
    'Sala A',
  ]),
]

/** The text of each body row, cell by cell. */
const bodyRows = () =>
  within(screen.getByRole('dialog'))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    )

describe('EventAuditModal', () => {
  it('shows the trail in the words the server gives for the person’s language: labels, names, enumerations and money, never keys or ids', async () => {
    const asked: (string | null)[] = []
    server.use(
      route.get('*/events/event/audit', ({ request }) => {
        const query = new URL(request.url).searchParams
        asked.push(query.get('language'))
        return query.get('eventId') === '12'
          ? HttpResponse.json(rows)
          : HttpResponse.json([], { status: 404 })
      }),
    )
    renderInAdmin(<EventAuditModal eventId={12} onClose={() => undefined} />)
    expect(await screen.findByRole('heading', { name: 'Auditoria do evento #12' })).toBeTruthy()
    await screen.findByRole('table')
    expect(bodyRows()).toEqual([
      ['20/11/2026 14:05', user, 'Alterado', 'Pagamento', 'Valor', 'R$ 100,00', 'R$ 15.000,00'],
      ['20/11/2026 14:05', user, 'Incluído', 'Pagamento', 'Pagador', '', 'Ana Prado'],
      ['20/11/2026 14:05', user, 'Incluído', 'Equipamento', 'Tipo', '', 'Equipamento'],
      ['20/11/2026 14:05', user, 'Incluído', 'Equipamento', 'Ambiente do evento', '', 'Sala A'],
    ])
    // The modal asks in the person's language (pt-BR by default).
    expect(asked).toEqual(['pt-BR'])
  })

  it('a failed audit call shows the usage-audit error', async () => {
    server.use(
      route.get('*/events/event/audit', () =>
        HttpResponse.json({ status: 503, message: 'error.unavailable', errors: [] }, { status: 503 }),
      ),
    )
    renderInAdmin(<EventAuditModal eventId={12} onClose={() => undefined} />)
    // Once in the modal and once in the snackbar.
    await waitFor(() =>
      expect(
        screen.getAllByText('Erro ao consultar a auditoria de uso. Tente novamente em instantes.'),
      ).toHaveLength(2),
    )
    expect(screen.queryByRole('table')).toBeNull()
  })
})
