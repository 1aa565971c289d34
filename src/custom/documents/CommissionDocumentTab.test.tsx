import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../providers/testSession'
import { renderInAdmin } from '../../providers/testing'
import DocumentTab from './DocumentTab'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest())

const doc = (id: number, documentType: string, number: number, name: string) => ({
  id,
  documentType,
  template: { id: documentType === 'COMMISSION' ? 5 : 1, name },
  number,
  version: 1,
  status: 'DONE',
  reference: 'r',
  error: null,
  fileName: `${number}.pdf`,
  signature: null,
  changes: null,
  createdAt: '2027-01-05T10:30:00',
})

describe('the document commission tab', () => {
  it("lists only the event's commission documents, generates and regenerates them with a COMMISSION template", async () => {
    const asked: unknown[] = []
    const downloads: string[] = []
    server.use(
      route.get('*/events/event/12/document', () =>
        HttpResponse.json([
          doc(9, 'COMMISSION', 52, 'Comissão padrão'),
          doc(7, 'BUDGET', 41, 'Orçamento padrão'),
        ]),
      ),
      route.get('*/events/template', () =>
        HttpResponse.json({
          content: [
            { id: 1, name: 'Orçamento padrão', type: 'BUDGET', active: true },
            { id: 5, name: 'Comissão padrão', type: 'COMMISSION', active: true },
          ],
        }),
      ),
      route.post('*/events/event/12/document', async ({ request }) => {
        asked.push(await request.json())
        return HttpResponse.json({ id: 10, reference: 'x', status: 'GENERATING' }, { status: 202 })
      }),
      route.get('*/events/event/12/document/9/file', () => {
        downloads.push('9')
        return new HttpResponse(new Blob(['%PDF']), { headers: { 'content-type': 'application/pdf' } })
      }),
    )
    URL.createObjectURL = vi.fn(() => 'blob:x')
    URL.revokeObjectURL = vi.fn()
    renderInAdmin(
      <DocumentTab
        eventId={12}
        types={['COMMISSION']}
        label="events.tabs.documentCommission"
        intro="documents.commission.tab.intro"
      />,
    )
    expect(screen.getByText(/uma página por responsável de comissão/)).toBeTruthy()
    const table = await screen.findByRole('table', { name: 'Documentos de comissão' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(1)
    expect(within(rows[0]).getByText(/Demonstrativo de comissão 52/)).toBeTruthy()
    expect(within(table).queryByText(/Orçamento 41/)).toBeNull()
    // A commission statement is not sent for signature; no type to choose, only its templates.
    expect(within(rows[0]).queryByRole('button', { name: 'Enviar para assinatura' })).toBeNull()
    expect(screen.queryByLabelText('Tipo de documento')).toBeNull()

    await userEvent.click(within(rows[0]).getByRole('button', { name: /Baixar Demonstrativo/ }))
    await vi.waitFor(() => expect(downloads).toEqual(['9']))
    await userEvent.click(within(rows[0]).getByRole('button', { name: 'Gerar novamente' }))
    const make = screen.getByRole('button', { name: 'Gerar' })
    await vi.waitFor(() => expect(make).toHaveProperty('disabled', false))
    await userEvent.click(make)
    await vi.waitFor(() => expect(asked).toHaveLength(2))
    expect(asked).toMatchObject([
      { documentType: 'COMMISSION', template: { id: 5 } },
      { documentType: 'COMMISSION', template: { id: 5 } },
    ])
  })

  it('leaves commission documents out of the document tab', async () => {
    server.use(
      route.get('*/events/event/12/document', () =>
        HttpResponse.json([
          doc(9, 'COMMISSION', 52, 'Comissão padrão'),
          doc(7, 'BUDGET', 41, 'Orçamento padrão'),
        ]),
      ),
      route.get('*/events/template', () => HttpResponse.json({ content: [] })),
    )
    renderInAdmin(<DocumentTab eventId={12} />)
    const table = await screen.findByRole('table', { name: 'Documentos' })
    expect(within(table).getByText(/Orçamento 41/)).toBeTruthy()
    expect(within(table).queryByText(/Demonstrativo de comissão 52/)).toBeNull()
  })
})
