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
// The budget and contract actions (spec §6) are held unless a test says otherwise.
beforeEach(() => signInForTest({}, ['EVENT', 'ACTION_BUDGET_DOCUMENT', 'ACTION_CONTRACT_DOCUMENT']))

const contract = {
  id: 7,
  documentType: 'CONTRACT',
  template: { id: 2, name: 'Contrato padrão' },
  number: 41,
  version: 1,
  status: 'DONE',
  reference: 'r',
  error: null,
  fileName: 'Contrato 41.pdf',
  signature: { status: 'SENDING', signers: [{ name: 'Ana', email: 'ana@x.test', status: 'PENDING' }] },
  changes: null,
  createdAt: '2027-01-05T10:30:00',
}

describe('the event document tab', () => {
  it('a coordinator without the budget and contract actions is not offered writes that end in 403', async () => {
    signInForTest({}, ['EVENT'])
    let templatesAsked = 0
    server.use(
      route.get('*/events/event/12/document', () => HttpResponse.json([{ ...contract, signature: null }])),
      route.get('*/events/template', () => {
        templatesAsked++
        return HttpResponse.json({
          content: [{ id: 1, name: 'Orçamento padrão', type: 'BUDGET', active: true }],
        })
      }),
    )
    renderInAdmin(<DocumentTab eventId={12} types={['BUDGET', 'CONTRACT']} />)
    const row = (await screen.findByText(/Contrato 41/)).closest('tr')!
    // Downloading is reading: still offered.
    expect(within(row).getByRole('button', { name: /Baixar/ })).toBeTruthy()
    expect(within(row).queryByRole('button', { name: 'Gerar novamente' })).toBeNull()
    expect(within(row).queryByRole('button', { name: 'Excluir' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Gerar' })).toBeNull()
    expect(templatesAsked).toBe(0)
  })

  it('lists documents with status and signature, and shows the refusal to delete one being signed', async () => {
    const asked: string[] = []
    server.use(
      route.get('*/events/event/12/document', () => HttpResponse.json([contract])),
      route.get('*/events/template', () =>
        HttpResponse.json({ content: [{ id: 1, name: 'Orçamento padrão', type: 'BUDGET', active: true }] }),
      ),
      route.post('*/events/event/12/document', async ({ request }) => {
        asked.push(JSON.stringify(await request.json()))
        return HttpResponse.json({ id: 8, reference: 'x', status: 'GENERATING' }, { status: 202 })
      }),
      route.delete('*/events/event/12/document/7', () =>
        HttpResponse.json(
          { status: 409, message: 'documents.hasActiveSignatures', errors: [] },
          { status: 409 },
        ),
      ),
    )
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    renderInAdmin(<DocumentTab eventId={12} />)
    const row = (await screen.findByText(/Contrato 41/)).closest('tr')!
    expect(within(row).getByText('Pronto')).toBeTruthy()
    expect(within(row).getByText('Enviando (0/1)')).toBeTruthy()
    // Signing is active: regenerating and sending again are off, deleting is asked and refused.
    expect(within(row).getByRole('button', { name: 'Gerar novamente' })).toHaveProperty('disabled', true)
    await userEvent.click(within(row).getByRole('button', { name: 'Excluir' }))
    expect(await screen.findByText('O documento tem assinaturas ativas')).toBeTruthy()

    await screen.findByText('Orçamento padrão')
    await userEvent.click(screen.getByRole('button', { name: 'Gerar' }))
    await vi.waitFor(() => expect(asked).toHaveLength(1))
    expect(JSON.parse(asked[0])).toMatchObject({ documentType: 'BUDGET', template: { id: 1 } })
  })
})
